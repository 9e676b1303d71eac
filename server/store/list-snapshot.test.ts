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

  it("leaves room for a ranking after a count that did not rank, however much longer it takes", () => {
    for (const took of [1_900, 3_500, 6_000])
      for (const ranking of [5_700, 12_000, 25_000]) {
        const after = countGap(took, defaultSnapshotTiming, ranking);
        expect(
          took + after + defaultSnapshotTiming.pollMs + ranking,
        ).toBeLessThanOrEqual(maxPlaceAgeMs);
      }
    // A quick count after a slow ranking still waits ten of its own times, not the ranking's.
    expect(countGap(1_900, defaultSnapshotTiming, 5_700)).toBe(19_000);
  });
});
