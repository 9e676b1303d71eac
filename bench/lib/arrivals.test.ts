import { describe, expect, it } from "vitest";
import { perBucket, percentile } from "./arrivals";

describe("perBucket", () => {
  it("counts whole buckets from the start and leaves the last partial one out", () => {
    expect(perBucket([100, 900, 1000, 1500, 2100, 2500], 1000, 0)).toEqual([
      2, 2,
    ]);
  });

  it("ignores arrivals before the start and has no bucket for none", () => {
    expect(perBucket([-5, 10, 20], 1000, 0)).toEqual([]);
    expect(perBucket([], 1000, 0)).toEqual([]);
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it("refuses no values", () => {
    expect(() => percentile([], 0.5)).toThrow();
  });
});
