import { describe, expect, it } from "vitest";
import type { RunSummary } from "./lighthouse-summary";
import { median, summarizeRuns } from "./medians";
import { quietMainThread } from "./quiet-main-thread";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

function run(
  performance: number,
  lcpMs: number,
  failedAudits: RunSummary["failedAudits"] = [],
  bytesBeforeVideo: number | null = null,
): RunSummary {
  return {
    scores: {
      performance,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
    },
    fcpMs: lcpMs / 2,
    lcpMs,
    tbtMs: 0,
    cls: 0,
    bytes: {
      document: 10,
      script: performance,
      stylesheet: 0,
      font: 0,
      image: 0,
      media: 0,
      other: 0,
      total: 10 + performance,
    },
    bytesBeforeVideo,
    failedAudits,
    benchmarkIndex: 1000,
    ...quietMainThread,
  };
}

describe("summarizeRuns", () => {
  it("takes the median of every number on its own", () => {
    const summary = summarizeRuns([
      run(90, 1400),
      run(99, 1000),
      run(95, 1900),
    ]);
    expect(summary.scores.performance).toBe(95);
    expect(summary.lcpMs).toBe(1400);
    expect(summary.fcpMs).toBe(700);
    expect(summary.bytes.total).toBe(105);
    expect(summary.bytesBeforeVideo).toBeNull();
  });

  it("takes the median bytes before the video over the runs that loaded one", () => {
    const summary = summarizeRuns([
      run(99, 1000, [], 300),
      run(99, 1000, [], null),
      run(99, 1000, [], 100),
    ]);
    expect(summary.bytesBeforeVideo).toBe(200);
  });

  it("counts in how many runs each audit failed", () => {
    const contrast = {
      category: "accessibility" as const,
      id: "color-contrast",
      title: "Contrast",
    };
    const summary = summarizeRuns([
      run(99, 1000, [contrast]),
      run(99, 1000),
      run(99, 1000, [contrast]),
    ]);
    expect(summary.failedAudits).toEqual([{ ...contrast, runs: 2 }]);
  });
});
