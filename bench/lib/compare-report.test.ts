import { describe, expect, it } from "vitest";
import { comparisonTargets } from "../targets";
import {
  comparisonMisses,
  comparisonReport,
  type ComparedRoute,
} from "./compare-report";
import { summarizeRuns } from "./medians";
import { quietMainThread } from "./quiet-main-thread";

const run = (lcpMs: number, performance: number) => ({
  scores: {
    performance,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
  fcpMs: 900,
  lcpMs,
  tbtMs: 60,
  cls: 0,
  bytes: {
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    media: 0,
    other: 0,
    total: 0,
  },
  bytesBeforeVideo: null,
  failedAudits: [],
  benchmarkIndex: 1500,
  ...quietMainThread,
});
const { maxLcpRegressionMs } = comparisonTargets;
const compared = (lcpLaterMs: number, performance = 99): ComparedRoute => ({
  route: "/",
  reference: summarizeRuns([run(1300, 99)]),
  current: summarizeRuns([run(1300 + lcpLaterMs, performance)]),
});

describe("comparisonMisses", () => {
  it("lets the LCP come up to the allowed regression later", () => {
    expect(comparisonMisses(compared(maxLcpRegressionMs))).toEqual([]);
    expect(comparisonMisses(compared(-200))).toEqual([]);
  });

  it("names a route whose LCP comes later than that", () => {
    expect(comparisonMisses(compared(maxLcpRegressionMs + 1))).toEqual([
      `/: LCP ${maxLcpRegressionMs + 1} ms later than the reference (at most ${maxLcpRegressionMs})`,
    ]);
  });

  it("names a route that scores lower than the reference", () => {
    expect(comparisonMisses(compared(0, 98))).toEqual([
      "/: performance 98 < the reference's 99",
    ]);
  });
});

describe("comparisonReport", () => {
  const meta = {
    date: "2026-01-01T00:00:00.000Z",
    reference: "abc1234",
    current: "def5678",
    runsPerRoute: 3,
    benchmarkIndex: { min: 1400, max: 1600 },
    cpuMultiplier: 3.6,
  };

  it("shows both builds' medians and the LCP change per route", () => {
    const report = comparisonReport(meta, [compared(-120)]);
    expect(report).toContain("abc1234 (reference) against def5678");
    expect(report).toContain(
      "| / | 99 → 99 | 0.90 s → 0.90 s | 1.30 s → 1.18 s | −120 ms | 60 → 60 ms |",
    );
    expect(report).toContain("No route's LCP is more than");
  });

  it("says so when every script was blocked", () => {
    expect(comparisonReport(meta, [compared(0)])).toMatch(
      /^Mobile Lighthouse at a 3\.6x/,
    );
    expect(
      comparisonReport({ ...meta, scriptsBlocked: true }, [compared(0)]),
    ).toMatch(/^Mobile Lighthouse with every script blocked at a 3\.6x/);
  });

  it("lists the misses under the table", () => {
    const report = comparisonReport(meta, [compared(80)]);
    expect(report).toContain("| +80 ms |");
    expect(report).toMatch(/Misses:\n\n- \/: LCP 80 ms later/);
  });
});
