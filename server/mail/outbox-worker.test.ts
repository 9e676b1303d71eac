import { describe, expect, it } from "vitest";
import { defaultRetry, nextAttempt } from "./outbox-worker";

const now = new Date("2026-11-23T10:00:00.000Z");
const waitAfter = (attempts: number) =>
  (nextAttempt(attempts, now)?.getTime() ?? Number.NaN) - now.getTime();

describe("nextAttempt", () => {
  it("doubles the wait after each failed attempt, from 30 s", () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it("waits at most 6 hours", () => {
    expect(waitAfter(14)).toBe(defaultRetry.maxMs);
  });

  it("gives up after the last attempt", () => {
    expect(nextAttempt(defaultRetry.maxAttempts, now)).toBeNull();
    expect(nextAttempt(defaultRetry.maxAttempts - 1, now)).not.toBeNull();
  });
});
