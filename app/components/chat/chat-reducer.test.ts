import { describe, expect, it } from "vitest";
import { chatReducer, initialChatState } from "./chat-reducer";

const start = initialChatState({ text: "Hello." }, 1000);
const reply = { answer: { text: "Answer." }, delayMs: 1500 };

describe("chatReducer", () => {
  it("opens with the bot's greeting", () => {
    expect(start.messages).toEqual([
      { id: 1, text: "Hello.", isBot: true, timestamp: 1000 },
    ]);
    expect(start.pending).toEqual([]);
  });

  it("adds the visitor's trimmed message and queues the answer", () => {
    const state = chatReducer(start, {
      type: "sent",
      text: "  hi\nthere  ",
      timestamp: 2000,
      reply,
    });
    expect(state.messages.at(-1)).toEqual({
      id: 2,
      text: "hi\nthere",
      isBot: false,
      timestamp: 2000,
    });
    expect(state.pending).toEqual([reply]);
  });

  it("ignores an empty or whitespace-only message", () => {
    expect(
      chatReducer(start, {
        type: "sent",
        text: " \n\t ",
        timestamp: 2000,
        reply,
      }),
    ).toBe(start);
  });

  it("posts queued answers oldest first with fresh ids", () => {
    let state = chatReducer(start, {
      type: "sent",
      text: "one",
      timestamp: 2000,
      reply,
    });
    state = chatReducer(state, {
      type: "sent",
      text: "two",
      timestamp: 2100,
      reply: { answer: { text: "Second answer." }, delayMs: 1000 },
    });
    state = chatReducer(state, { type: "replied", timestamp: 3000 });
    expect(state.messages.at(-1)).toEqual({
      id: 4,
      text: "Answer.",
      isBot: true,
      timestamp: 3000,
    });
    expect(state.pending).toHaveLength(1);
    state = chatReducer(state, { type: "replied", timestamp: 4000 });
    expect(state.messages.map((message) => message.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(state.messages.at(-1)?.text).toBe("Second answer.");
    expect(state.pending).toEqual([]);
  });

  it("keeps an answer's links and quick replies on the posted message", () => {
    const answer = {
      text: "Go.",
      links: [{ label: "Hype Room", to: "/countdown" }],
      suggestions: ["launch"],
    } as const;
    let state = chatReducer(start, {
      type: "sent",
      text: "when",
      timestamp: 2000,
      reply: { answer, delayMs: 1000 },
    });
    state = chatReducer(state, { type: "replied", timestamp: 3000 });
    expect(state.messages.at(-1)).toEqual({
      ...answer,
      id: 3,
      isBot: true,
      timestamp: 3000,
    });
  });

  it("posts a bot line at once without touching the pending answers", () => {
    const waiting = chatReducer(start, {
      type: "sent",
      text: "one",
      timestamp: 2000,
      reply,
    });
    const state = chatReducer(waiting, {
      type: "said",
      answer: { text: "Passed on." },
      timestamp: 2500,
    });
    expect(state.messages.at(-1)).toEqual({
      id: 3,
      text: "Passed on.",
      isBot: true,
      timestamp: 2500,
    });
    expect(state.pending).toEqual([reply]);
  });

  it("does nothing when no answer is pending", () => {
    expect(chatReducer(start, { type: "replied", timestamp: 2000 })).toBe(
      start,
    );
  });
});
