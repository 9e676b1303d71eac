import { describe, expect, it, vi } from "vitest";
import { postQuestion, questionMailto } from "./chat-questions";
import { checkQuestion, maxQuestionLength } from "./question-rules";

describe("checkQuestion", () => {
  it("accepts a question alone, trimmed, and an email when one is given", () => {
    expect(checkQuestion("  Do you ship to Mars? ", "  ")).toEqual({
      ok: true,
      question: "Do you ship to Mars?",
    });
    expect(checkQuestion("Mars?", " me@mail.test ")).toEqual({
      ok: true,
      question: "Mars?",
      email: "me@mail.test",
    });
  });

  it("refuses an empty question, one over the limit, and an unusable email", () => {
    expect(checkQuestion(" \n ", "")).toEqual({ ok: false, problem: "empty" });
    expect(checkQuestion("a".repeat(maxQuestionLength + 1), "")).toMatchObject({
      ok: false,
      problem: "too-long",
    });
    expect(checkQuestion("Mars?", "not an email")).toEqual({
      ok: false,
      problem: "invalid-email",
    });
  });

  it("counts an emoji as one character at the limit", () => {
    expect(checkQuestion("🔥".repeat(maxQuestionLength), "").ok).toBe(true);
  });
});

describe("questionMailto", () => {
  it("puts the question and the reply-to address in the body", () => {
    const url = questionMailto("news@brand.test", "A question", {
      question: "Mars?",
      email: "me@mail.test",
    });
    expect(url).toBe(
      "mailto:news@brand.test?subject=A%20question&body=Mars%3F%0D%0A%0D%0AReply%20to%3A%20me%40mail.test",
    );
  });
});

describe("postQuestion", () => {
  const question = { question: "Mars?", email: "me@mail.test" };
  const reply = (status: number, body?: unknown) =>
    vi.fn<typeof fetch>().mockResolvedValue(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
      }),
    );

  it("posts the question as JSON and reports it stored on 201", async () => {
    const fetcher = reply(201, { ok: true });
    expect(await postQuestion(question, fetcher)).toEqual({ kind: "stored" });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe("/api/questions");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(question);
  });

  it("passes on the server's reason for refusing bad input", async () => {
    expect(
      await postQuestion(question, reply(400, { error: "Question too long" })),
    ).toEqual({
      kind: "refused",
      error: "Question too long",
    });
  });

  it("reports a failure for a network error, a server error, no server, or a reason-less refusal", async () => {
    const down = vi
      .fn<typeof fetch>()
      .mockRejectedValue(new TypeError("Failed to fetch"));
    for (const fetcher of [
      down,
      reply(500),
      reply(404),
      reply(429, "slow down"),
    ]) {
      expect(await postQuestion(question, fetcher)).toEqual({ kind: "failed" });
    }
  });
});
