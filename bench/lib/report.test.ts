import { describe, expect, it } from "vitest";
import { cpuMultiplier } from "./cpu-multiplier";
import type { RouteBytes } from "./initial-bytes";
import { summarizeRuns } from "./medians";
import { markdownReport, targetMisses, type BenchMeta } from "./report";
import { quietMainThread } from "./quiet-main-thread";

const scores = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const bytes = {
  document: 2048,
  script: 102400,
  stylesheet: 5120,
  font: 0,
  image: 0,
  media: 0,
  other: 0,
  total: 109568,
};
const good = summarizeRuns([
  {
    scores,
    fcpMs: 800,
    lcpMs: 900,
    tbtMs: 10,
    cls: 0,
    bytes,
    bytesBeforeVideo: null,
    failedAudits: [],
    benchmarkIndex: 1500,
    ...quietMainThread,
  },
]);
const slow = {
  ...good,
  lcpMs: 2100,
  tbtMs: 80,
  cls: 0.05,
  bytesBeforeVideo: 400 * 1024,
  bytes: { ...bytes, document: 14_601 },
};
const meta: BenchMeta = {
  date: "2026-01-01T00:00:00.000Z",
  benchmarkIndex: 2750,
  cpuMultiplier: 9.2,
  lighthouseVersion: "12.2.3",
  browserVersion: "Chromium 156",
  runsPerRoute: 3,
  cpus: 2,
  durationSeconds: 300,
};
const routeBytes: RouteBytes = {
  path: "/",
  scripts: ["/a.js"],
  styles: ["/a.css"],
  jsGzip: 140 * 1024,
  cssGzip: 4 * 1024,
  bootCssGzip: 8 * 1024,
  jsBudget: 130 * 1024,
  cssBudget: 15 * 1024,
};

describe("targetMisses", () => {
  it("is empty when every target is met", () => {
    expect(targetMisses(good)).toEqual([]);
  });

  it("names each missed target with the value and the limit", () => {
    const misses = targetMisses({
      ...slow,
      scores: { ...scores, performance: 91, seo: 92 },
    });
    expect(misses).toEqual([
      "performance 91 < 100",
      "seo 92 < 100",
      "LCP 2.10 s > 1.20 s",
      "TBT 80 ms > 50 ms",
      "CLS 0.050 > 0.01",
      "400.0 KB before the video > 350.0 KB",
      "document 14601 B > 14600 B, a round trip more",
    ]);
  });
});

describe("targetMisses for the script-less and unthrottled presets", () => {
  it("holds the page without scripts to its own blocking-time target only", () => {
    expect(targetMisses(slow, "mobile, no JS")).toEqual(["TBT 80 ms > 30 ms"]);
    expect(targetMisses({ ...slow, tbtMs: 30 }, "mobile, no JS")).toEqual([]);
  });

  it("holds the phone with applied throttling to the simulated phone's targets", () => {
    expect(targetMisses(slow, "mobile, applied")).toEqual(targetMisses(slow));
  });

  it("holds the unthrottled run, read for its tasks, to none", () => {
    expect(targetMisses(slow, "unthrottled")).toEqual([]);
  });
});

describe("markdownReport", () => {
  it("tabulates the medians and flags what misses its target", () => {
    const markdown = markdownReport(
      meta,
      [
        { route: "/", preset: "mobile", median: good, misses: [] },
        {
          route: "/about",
          preset: "desktop",
          median: slow,
          misses: targetMisses(slow),
        },
      ],
      [routeBytes],
    );
    expect(markdown).toContain(
      "| / | mobile | 100 | 100 | 100 | 100 | 0.80 s | 0.90 s | 10 ms | 0.000 | 2.0 | 100.0 | 5.0 | 0.0 | 0.0 | 0.0 | 0.0 | 107.0 | - |",
    );
    expect(markdown).toContain("| 2.10 s ✗ | 80 ms ✗ | 0.050 ✗ |");
    expect(markdown).toContain("| 0.050 ✗ | 14.3 ✗ | 100.0 |");
    expect(markdown).toContain("| 107.0 | 400.0 ✗ |");
    expect(markdown).toContain("| / | 140.0 ✗ | 130.0 | 4.0 | 8.0 | 15.0 |");
    expect(markdown).toContain("- /about (desktop): LCP 2.10 s > 1.20 s");
    expect(markdown).toContain("- /: initial JS 140.0 KB > 130.0 KB");
    expect(markdown).toContain("benchmark index over the runs: 1500 to 1500");
    // Calibrated at 2750 (9.2x), run at 1500 (3.9x): the drift is said.
    expect(markdown).toContain(
      "Their median calls for 3.9x: the host's load changed after the calibration, so most runs stand for a slower phone than the standard slow one.",
    );
    expect(markdown).toContain(
      "a 9.2x CPU slowdown, calibrated by Lighthouse's calculator from the host's benchmark index 2750",
    );
    expect(markdown).toContain(
      "| / | mobile | 0 ms | 0 ms | 0 ms | 0 ms | 0 | 0 ms |",
    );
  });

  it("says so when every target is met", () => {
    const markdown = markdownReport(
      meta,
      [{ route: "/", preset: "mobile", median: good, misses: [] }],
      [{ ...routeBytes, jsGzip: 100 * 1024 }],
    );
    expect(markdown).toContain("Every target met.");
  });

  it("says nothing of the calibration when the runs' index calls for about the same slowdown", () => {
    const markdown = markdownReport(
      { ...meta, benchmarkIndex: 1500, cpuMultiplier: cpuMultiplier(1500) },
      [{ route: "/", preset: "mobile", median: good, misses: [] }],
      [routeBytes],
    );
    expect(markdown).not.toContain("Their median calls for");
  });
});
