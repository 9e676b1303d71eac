import { describe, expect, it } from "vitest";
import { summarizeRun, type LighthouseReport } from "./lighthouse-summary";

const audit = (score: number | null, numericValue?: number) => ({
  title: "An audit",
  score,
  numericValue,
});

function report(overrides: Partial<LighthouseReport["audits"]> = {}) {
  return {
    categories: {
      performance: {
        auditRefs: [
          { id: "first-contentful-paint", weight: 10 },
          { id: "largest-contentful-paint", weight: 25 },
          { id: "total-blocking-time", weight: 30 },
          { id: "cumulative-layout-shift", weight: 25 },
          { id: "speed-index", weight: 10 },
        ],
      },
      accessibility: { auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": {
        auditRefs: [
          { id: "errors-in-console", weight: 1 },
          { id: "doctype", weight: 1 },
          { id: "manual-check", weight: 0 },
        ],
      },
      seo: {
        auditRefs: [
          { id: "is-crawlable", weight: 4.043 },
          { id: "document-title", weight: 1 },
          { id: "not-applicable", weight: 1 },
        ],
      },
    },
    audits: {
      "first-contentful-paint": audit(1, 900),
      "largest-contentful-paint": audit(0.5, 2400),
      "total-blocking-time": audit(1, 12),
      "cumulative-layout-shift": audit(1, 0.002),
      "speed-index": audit(1, 1000),
      "color-contrast": audit(1),
      "errors-in-console": audit(0),
      doctype: audit(1),
      "manual-check": audit(0),
      "is-crawlable": { title: "Page isn't blocked from indexing", score: 0 },
      "document-title": audit(1),
      "not-applicable": audit(null),
      "resource-summary": {
        title: "Resources",
        score: null,
        details: {
          items: [
            { resourceType: "total", transferSize: 5000 },
            { resourceType: "script", transferSize: 3000 },
            { resourceType: "third-party", transferSize: 0 },
          ],
        },
      },
      ...overrides,
    },
    environment: { benchmarkIndex: 1500 },
  } as LighthouseReport;
}

describe("summarizeRun", () => {
  it("scores categories as Lighthouse does: the weighted mean of scored audits", () => {
    const { scores } = summarizeRun(report());
    expect(scores).toEqual({
      performance: 88, // 1 - 0.5 * 25 / 100
      accessibility: 100,
      "best-practices": 50, // the zero-weight and unscored audits do not count
      seo: 20, // 1 / (4.043 + 1)
    });
  });

  it("leaves exempt audits out of the score and the failure list", () => {
    const summary = summarizeRun(report(), [
      "is-crawlable",
      "errors-in-console",
    ]);
    expect(summary.scores.seo).toBe(100);
    expect(summary.scores["best-practices"]).toBe(100);
    expect(summary.failedAudits).toEqual([]);
  });

  it("names failed audits of the categories that must score 100, not metrics", () => {
    expect(summarizeRun(report()).failedAudits).toEqual([
      {
        category: "best-practices",
        id: "errors-in-console",
        title: "An audit",
      },
      {
        category: "seo",
        id: "is-crawlable",
        title: "Page isn't blocked from indexing",
      },
    ]);
  });

  it("reads the metrics and the transfer size of every resource type", () => {
    const summary = summarizeRun(report());
    expect(summary).toMatchObject({
      fcpMs: 900,
      lcpMs: 2400,
      tbtMs: 12,
      cls: 0.002,
      benchmarkIndex: 1500,
    });
    expect(summary.bytes).toEqual({
      document: 0,
      script: 3000,
      stylesheet: 0,
      font: 0,
      image: 0,
      media: 0,
      other: 0,
      total: 5000,
    });
  });

  it("counts the bytes of every request made before the first video request", () => {
    const request = (
      networkRequestTime: number,
      transferSize: number,
      resourceType: string,
    ) => ({ networkRequestTime, transferSize, resourceType });
    const withRequests = (items: ReturnType<typeof request>[]) =>
      summarizeRun(
        report({
          "network-requests": {
            title: "Network requests",
            score: null,
            details: { items },
          },
        }),
      ).bytesBeforeVideo;
    expect(
      withRequests([
        request(0, 9000, "Document"),
        request(40, 20000, "Script"),
        request(90, 150000, "Media"),
        request(95, 5000, "Image"),
        request(120, 70000, "Media"),
      ]),
    ).toBe(29000);
    expect(withRequests([request(0, 9000, "Document")])).toBeNull();
    expect(summarizeRun(report()).bytesBeforeVideo).toBeNull();
  });

  it("fails loudly when a metric is missing", () => {
    expect(() =>
      summarizeRun(report({ "total-blocking-time": audit(null) })),
    ).toThrow("total-blocking-time");
  });
});
