import { describe, expect, it } from "vitest";
import {
  countGap,
  defaultSnapshotTiming,
  maxPlaceAgeMs,
} from "./list-snapshot";

describe("countGap", () => {
  const gap = (tookMs: number) => countGap(tookMs, defaultSnapshotTiming);

  it("waits at least the least gap after a quick count", () => {
    expect(gap(50)).toBe(defaultSnapshotTiming.minGapMs);
  });

  it("waits ten counts' time after a slow one: counting takes a tenth of a core", () => {
    expect(gap(3_000)).toBe(30_000);
  });

  it("never lets a place grow older than the bound while a count takes under 28 s", () => {
    for (const took of [8_600, 12_000, 20_000, 28_000])
      expect(
        2 * took + gap(took) + defaultSnapshotTiming.pollMs,
      ).toBeLessThanOrEqual(maxPlaceAgeMs);
  });
});
