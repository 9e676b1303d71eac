import { describe, expect, it } from "vitest";
import { defaultRetry } from "./mail/outbox-worker";
import { nextAttempt } from "./retry";

const now = new Date("2026-11-23T10:00:00.000Z");
const waitAfter = (attempts: number, retry = defaultRetry) =>
  (nextAttempt(attempts, now, retry)?.getTime() ?? Number.NaN) - now.getTime();

describe("nextAttempt", () => {
  it("doubles the wait after each failed attempt, from the base", () => {
    expect([1, 2, 3, 4].map((n) => waitAfter(n))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it("waits at most the longest wait", () => {
    expect(waitAfter(14)).toBe(defaultRetry.maxMs);
  });

  it("gives up after the last attempt, unless there is none", () => {
    expect(nextAttempt(defaultRetry.maxAttempts, now, defaultRetry)).toBeNull();
    expect(
      nextAttempt(defaultRetry.maxAttempts - 1, now, defaultRetry),
    ).not.toBeNull();
    const endless = { baseMs: 1000, maxMs: 64_000, maxAttempts: Infinity };
    expect(waitAfter(1000, endless)).toBe(64_000);
  });
});
