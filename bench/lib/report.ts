import { lighthouseTargets, type Category } from "../targets";
import { cpuMultiplier } from "./cpu-multiplier";
import type { RouteBytes } from "./initial-bytes";
import {
  LONG_TASK_MS,
  categories,
  mainThreadGroups,
  resourceTypes,
} from "./lighthouse-summary";
import { median, type MedianSummary } from "./medians";

export type Preset =
  "mobile" | "mobile, applied" | "mobile, no JS" | "unthrottled" | "desktop";

/** One route under one preset: its medians and the targets they miss. */
export type RouteResult = {
  route: string;
  preset: Preset;
  median: MedianSummary;
  misses: string[];
};

/** How the numbers were made, printed above the table. */
export type BenchMeta = {
  date: string;
  /** The host's Lighthouse benchmark index, measured before the runs. */
  benchmarkIndex: number;
  /** The mobile preset's CPU slowdown, calibrated from that index. */
  cpuMultiplier: number;
  lighthouseVersion: string;
  browserVersion: string;
  runsPerRoute: number;
  cpus: number;
  durationSeconds: number;
};

/** Milliseconds as seconds with two decimals, the way every bench table prints them. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const isOver = (bytes: number | null, limit: number) =>
  bytes !== null && bytes > limit;

/** The targets a route's medians miss under `preset`, in words; empty when it meets them all. */
export function targetMisses(
  median: MedianSummary,
  preset: Preset = "mobile",
): string[] {
  const {
    minScore,
    maxLcpMs,
    maxTbtMs,
    maxTbtNoScriptsMs,
    maxCls,
    maxBytesBeforeVideo,
    maxDocumentBytes,
  } = lighthouseTargets;
  // The unthrottled trace is read for its tasks; the script-less page for its blocking time.
  if (preset === "unthrottled") return [];
  if (preset === "mobile, no JS")
    return median.tbtMs > maxTbtNoScriptsMs
      ? [`TBT ${Math.round(median.tbtMs)} ms > ${maxTbtNoScriptsMs} ms`]
      : [];
  const misses = categories
    .filter((category) => median.scores[category] < minScore[category])
    .map(
      (category) =>
        `${category} ${median.scores[category]} < ${minScore[category]}`,
    );
  if (median.lcpMs > maxLcpMs)
    misses.push(`LCP ${seconds(median.lcpMs)} > ${seconds(maxLcpMs)}`);
  if (median.tbtMs > maxTbtMs)
    misses.push(`TBT ${Math.round(median.tbtMs)} ms > ${maxTbtMs} ms`);
  if (median.cls > maxCls)
    misses.push(`CLS ${median.cls.toFixed(3)} > ${maxCls}`);
  if (isOver(median.bytesBeforeVideo, maxBytesBeforeVideo))
    misses.push(
      `${kilobytes(median.bytesBeforeVideo ?? 0)} KB before the video > ${kilobytes(maxBytesBeforeVideo)} KB`,
    );
  if (median.bytes.document > maxDocumentBytes)
    misses.push(
      `document ${median.bytes.document} B > ${maxDocumentBytes} B, a round trip more`,
    );
  return misses;
}

const scoreHeads: Record<Category, string> = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

function row(cells: readonly (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

function table(
  head: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  return [row(head), row(head.map(() => "---")), ...rows.map(row)].join("\n");
}

/** A value, flagged when it misses its target. */
function flag(value: string | number, missed: boolean): string {
  return missed ? `${value} ✗` : String(value);
}

function lighthouseTable(results: readonly RouteResult[]): string {
  const {
    minScore,
    maxLcpMs,
    maxTbtMs,
    maxCls,
    maxBytesBeforeVideo,
    maxDocumentBytes,
  } = lighthouseTargets;
  return table(
    [
      "Route",
      "Preset",
      ...categories.map((category) => scoreHeads[category]),
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      ...resourceTypes.map((type) => `${type} KB`),
      "KB before video",
    ],
    results.map(({ route, preset, median }) => [
      route,
      preset,
      ...categories.map((category) =>
        flag(
          median.scores[category],
          median.scores[category] < minScore[category],
        ),
      ),
      seconds(median.fcpMs),
      flag(seconds(median.lcpMs), median.lcpMs > maxLcpMs),
      flag(`${Math.round(median.tbtMs)} ms`, median.tbtMs > maxTbtMs),
      flag(median.cls.toFixed(3), median.cls > maxCls),
      ...resourceTypes.map((type) =>
        flag(
          kilobytes(median.bytes[type]),
          type === "document" && median.bytes[type] > maxDocumentBytes,
        ),
      ),
      median.bytesBeforeVideo === null
        ? "-"
        : flag(
            kilobytes(median.bytesBeforeVideo),
            isOver(median.bytesBeforeVideo, maxBytesBeforeVideo),
          ),
    ]),
  );
}

function mainThreadTable(results: readonly RouteResult[]): string {
  return table(
    [
      "Route",
      "Preset",
      "Style & layout",
      "Script",
      "Parse & compile",
      "Paint",
      `Tasks ≥ ${LONG_TASK_MS} ms after FCP`,
      "Longest",
    ],
    results.map(({ route, preset, median }) => [
      route,
      preset,
      ...mainThreadGroups.map(
        (group) => `${Math.round(median.mainThread[group])} ms`,
      ),
      median.tasksAfterPaint,
      `${Math.round(median.longestTaskAfterPaintMs)} ms`,
    ]),
  );
}

function bytesTable(bytes: readonly RouteBytes[]): string {
  return table(
    [
      "Route",
      "Initial JS KB",
      "JS budget KB",
      "First-paint CSS KB",
      "Full CSS KB",
      "CSS budget KB",
    ],
    bytes.map((route) => [
      route.path,
      flag(kilobytes(route.jsGzip), route.jsGzip > route.jsBudget),
      kilobytes(route.jsBudget),
      flag(kilobytes(route.cssGzip), route.cssGzip > route.cssBudget),
      flag(kilobytes(route.bootCssGzip), route.bootCssGzip > route.cssBudget),
      kilobytes(route.cssBudget),
    ]),
  );
}

/** Every missed target, medians and byte budgets alike; empty when all are met. */
export function allMisses(
  results: readonly RouteResult[],
  bytes: readonly RouteBytes[],
): string[] {
  const overBudget = (
    path: string,
    kind: string,
    size: number,
    budget: number,
  ) =>
    size > budget
      ? [
          `${path}: initial ${kind} ${kilobytes(size)} KB > ${kilobytes(budget)} KB`,
        ]
      : [];
  return [
    ...results.flatMap(({ route, preset, misses }) =>
      misses.map((miss) => `${route} (${preset}): ${miss}`),
    ),
    ...bytes.flatMap((route) => [
      ...overBudget(route.path, "JS", route.jsGzip, route.jsBudget),
      ...overBudget(route.path, "CSS", route.cssGzip, route.cssBudget),
      ...overBudget(route.path, "full CSS", route.bootCssGzip, route.cssBudget),
    ]),
  ];
}

function failedAuditNotes(results: readonly RouteResult[]): string[] {
  return results.flatMap(({ route, preset, median }) =>
    median.failedAudits.map(
      (audit) =>
        `${route} (${preset}): ${audit.category} \`${audit.id}\` in ${audit.runs} run(s): ${audit.title}`,
    ),
  );
}

const benchmarkIndexes = (results: readonly RouteResult[]) =>
  results.map((result) => result.median.benchmarkIndex);

function benchmarkRange(results: readonly RouteResult[]): string {
  const indexes = benchmarkIndexes(results);
  return `${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}`;
}

/**
 * The slowdown the runs' own median benchmark index calls for, said where it differs from
 * the calibrated one by more than a quarter: the host's load changed after the calibration,
 * and the targets were judged on a faster or slower phone than the standard slow one.
 */
function calibrationDrift(
  meta: BenchMeta,
  results: readonly RouteResult[],
): string {
  const during = cpuMultiplier(median(benchmarkIndexes(results)));
  if (Math.abs(during - meta.cpuMultiplier) <= meta.cpuMultiplier / 4)
    return "";
  const phone = during > meta.cpuMultiplier ? "faster" : "slower";
  return ` Their median calls for ${during}x: the host's load changed after the calibration, so most runs stand for a ${phone} phone than the standard slow one.`;
}

function list(heading: string, items: readonly string[]): string[] {
  return items.length
    ? [heading, "", ...items.map((item) => `- ${item}`), ""]
    : [];
}

/** The bench's markdown: how it was run, the medians, the byte budgets and every miss. */
export function markdownReport(
  meta: BenchMeta,
  results: readonly RouteResult[],
  bytes: readonly RouteBytes[],
): string {
  const misses = allMisses(results, bytes);
  return [
    `Lighthouse ${meta.lighthouseVersion}, ${meta.browserVersion}, median of ${meta.runsPerRoute} runs per route and preset ` +
      `(mobile: Moto G Power emulation, simulated slow 4G and a ${meta.cpuMultiplier}x CPU slowdown, calibrated by Lighthouse's calculator from the host's benchmark index ${Math.round(meta.benchmarkIndex)} to stand for a standard slow phone; ` +
      `mobile, applied: the same phone with the CPU slowed and the network shaped for real (Lighthouse's DevTools throttling), where only tasks after the page's own first paint block; ` +
      `mobile, no JS: the simulated phone with every script blocked; unthrottled: no throttling, for the tasks after first paint; desktop: desktop preset). ` +
      `${meta.date}, ${meta.cpus} CPU cores, ${Math.round(meta.durationSeconds)} s in all. ` +
      `Lighthouse's CPU benchmark index over the runs: ${benchmarkRange(results)} (lower means a busier machine, and TBT grows with it).` +
      calibrationDrift(meta, results),
    "",
    lighthouseTable(results),
    "",
    "Main thread per group (medians; simulated for mobile and mobile, no JS, measured on the slowed CPU for mobile, applied), and the top-level tasks of 10 ms or more that began after the first paint (on the slowed CPU for mobile, applied):",
    "",
    mainThreadTable(results),
    "",
    "Transfer sizes are as served by `npm start`. Initial bytes per route, gzip level 9, from `build/client`:",
    "",
    bytesTable(bytes),
    "",
    ...(misses.length
      ? list("Missed targets (✗):", misses)
      : ["Every target met.", ""]),
    ...list(
      "Audits that cost points, and in how many runs:",
      failedAuditNotes(results),
    ),
  ].join("\n");
}
