import { describe, expect, it } from "vitest";
import { confirmLinkLifetimeMs, signLink, verifyLink } from "./signed-link";

const secret = "k".repeat(32);
const now = new Date("2026-11-23T10:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("signed links", () => {
  const confirm = signLink(
    secret,
    "confirm",
    "abc123",
    later(confirmLinkLifetimeMs),
  );

  it("accepts its own token until it expires, and names the subscriber", () => {
    expect(verifyLink(secret, "confirm", confirm, now)).toEqual({
      ok: true,
      id: "abc123",
    });
    expect(
      verifyLink(
        secret,
        "confirm",
        confirm,
        later(confirmLinkLifetimeMs - 1000),
      ),
    ).toEqual({ ok: true, id: "abc123" });
    expect(
      verifyLink(
        secret,
        "confirm",
        confirm,
        later(confirmLinkLifetimeMs + 1000),
      ),
    ).toEqual({ ok: false, problem: "expired" });
  });

  it("keeps unsubscribe links working for ever", () => {
    const token = signLink(secret, "unsubscribe", "abc123", null);
    expect(
      verifyLink(secret, "unsubscribe", token, later(10 * 365 * 86_400_000)),
    ).toEqual({
      ok: true,
      id: "abc123",
    });
  });

  const [id, expires, mac = ""] = confirm.split(".");
  it.each([
    ["another subscriber", `abc124.${expires}.${mac}`],
    ["a later expiry", `${id}.${Number(expires) + 3600}.${mac}`],
    ["no expiry", `${id}.0.${mac}`],
    [
      "a changed signature",
      `${id}.${expires}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`,
    ],
    ["a cut signature", `${id}.${expires}.${mac.slice(0, 10)}`],
    ["garbage", "not-a-token"],
    ["nothing", ""],
    ["a non-string", ["x"]],
  ])("refuses a token with %s as tampered", (_, token) => {
    expect(verifyLink(secret, "confirm", token, now)).toEqual({
      ok: false,
      problem: "tampered",
    });
  });

  it("refuses a token made for another purpose or with another secret", () => {
    expect(verifyLink(secret, "unsubscribe", confirm, now).ok).toBe(false);
    expect(verifyLink("x".repeat(32), "confirm", confirm, now).ok).toBe(false);
  });
});
