import { describe, expect, it } from "vitest";
import { bucketOf, goodThresholds, p75, speedRows } from "./field-speed";

describe("field speed", () => {
  it("buckets samples finer where they are small", () => {
    expect(
      [0, 4.6, 999, 1000, 1049, 4999, 5000, 5499, 90_000, -3].map(bucketOf),
    ).toEqual([0, 0, 990, 1000, 1000, 4950, 5000, 5000, 60_000, 0]);
  });

  it("reads the 75th percentile of a histogram", () => {
    expect(p75([])).toBeNull();
    expect(p75([{ bucket: 100, samples: 1 }])).toBe(100);
    // 8 samples: the 6th from the bottom is the second of the two at 300.
    expect(
      p75([
        { bucket: 300, samples: 2 },
        { bucket: 100, samples: 3 },
        { bucket: 200, samples: 1 },
        { bucket: 400, samples: 2 },
      ]),
    ).toBe(300);
  });

  it("gives each page and device its p75s, CLS as a score", () => {
    const rows = speedRows([
      { path: "/", device: "phone", metric: "load", bucket: 1200, samples: 4 },
      { path: "/", device: "phone", metric: "cls", bucket: 50, samples: 4 },
      {
        path: "/news",
        device: "desktop",
        metric: "inp",
        bucket: 80,
        samples: 1,
      },
      { path: "/", device: "phone", metric: "unknown", bucket: 1, samples: 9 },
    ]);
    expect(rows).toEqual([
      {
        path: "/",
        device: "phone",
        p75: { load: 1200, lcp: null, inp: null, cls: 0.05 },
        samples: { load: 4, lcp: 0, inp: 0, cls: 4 },
      },
      {
        path: "/news",
        device: "desktop",
        p75: { load: null, lcp: null, inp: 80, cls: null },
        samples: { load: 0, lcp: 0, inp: 1, cls: 0 },
      },
    ]);
    expect(goodThresholds).toEqual({
      load: 2500,
      lcp: 2500,
      inp: 200,
      cls: 0.1,
    });
  });
});
