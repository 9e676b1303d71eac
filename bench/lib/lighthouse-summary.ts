import type { Category } from "../targets";

/** The parts of a Lighthouse result (LHR) the bench reads. */
export type LighthouseReport = {
  categories: Record<
    string,
    { auditRefs: readonly { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      details?: unknown;
    }
  >;
  environment: { benchmarkIndex: number };
};

export const categories = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const satisfies readonly Category[];

/** Resource types of Lighthouse's resource summary the table shows, in column order. */
export const resourceTypes = [
  "document",
  "script",
  "stylesheet",
  "font",
  "image",
  "media",
  "other",
  "total",
] as const;

type ResourceType = (typeof resourceTypes)[number];

/** Categories whose target is 100, so every audit that costs points is worth naming. */
const perfectCategories = categories.filter(
  (category) => category !== "performance",
);

/** Lighthouse's main-thread groups the bench reports, in column order. */
export const mainThreadGroups = [
  "styleLayout",
  "scriptEvaluation",
  "scriptParseCompile",
  "paintCompositeRender",
] as const;

type MainThreadGroup = (typeof mainThreadGroups)[number];

/** A main-thread task at least this long counts as one a visitor could feel after first paint. */
export const LONG_TASK_MS = 10;

/** An audit that cost points in a category that must score 100. */
export type FailedAudit = { category: Category; id: string; title: string };

/** The numbers of one Lighthouse run. */
export type RunSummary = {
  /** Category scores 0-100, with exempt audits left out. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred per resource type. */
  bytes: Record<ResourceType, number>;
  /** Bytes of every request made before the first video request; null on a page with none. */
  bytesBeforeVideo: number | null;
  failedAudits: FailedAudit[];
  benchmarkIndex: number;
  /** Main-thread time per group, ms (simulated when the throttling is). */
  mainThread: Record<MainThreadGroup, number>;
  /** Top-level main-thread tasks of LONG_TASK_MS or more that started after first paint. */
  tasksAfterPaint: number;
  /** The longest of those, ms; 0 when there is none. */
  longestTaskAfterPaintMs: number;
};

function metric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/** Weighted mean of the category's scored audits, as Lighthouse computes it, minus `exempt`. */
function categoryScore(
  report: LighthouseReport,
  category: Category,
  exempt: readonly string[],
): number {
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of report.categories[category]?.auditRefs ?? []) {
    const score = report.audits[id]?.score;
    if (weight === 0 || score == null || exempt.includes(id)) continue;
    weighted += weight * score;
    weights += weight;
  }
  if (weights === 0)
    throw new Error(`Lighthouse scored nothing in ${category}`);
  return Math.round((weighted / weights) * 100);
}

function transferBytes(report: LighthouseReport): Record<ResourceType, number> {
  const details = report.audits["resource-summary"]?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const sizes = new Map(
    details?.items?.map((item) => [item.resourceType, item.transferSize]),
  );
  return Object.fromEntries(
    resourceTypes.map((type) => [type, sizes.get(type) ?? 0]),
  ) as Record<ResourceType, number>;
}

type NetworkRequest = {
  networkRequestTime: number;
  transferSize: number;
  resourceType?: string;
};

function bytesBeforeVideo(report: LighthouseReport): number | null {
  const details = report.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const videoStarts = requests
    .filter((request) => request.resourceType === "Media")
    .map((request) => request.networkRequestTime);
  if (videoStarts.length === 0) return null;
  const firstVideo = Math.min(...videoStarts);
  return requests
    .filter((request) => request.networkRequestTime < firstVideo)
    .reduce((sum, request) => sum + request.transferSize, 0);
}

function mainThread(report: LighthouseReport): Record<MainThreadGroup, number> {
  const details = report.audits["mainthread-work-breakdown"]?.details as
    { items?: { group: string; duration: number }[] } | undefined;
  const time = new Map(
    details?.items?.map((item) => [item.group, item.duration]),
  );
  return Object.fromEntries(
    mainThreadGroups.map((group) => [group, time.get(group) ?? 0]),
  ) as Record<MainThreadGroup, number>;
}

/** Durations of the tasks of LONG_TASK_MS or more that began after the first paint. */
function longTasksAfterPaint(report: LighthouseReport): number[] {
  const details = report.audits["main-thread-tasks"]?.details as
    { items?: { startTime: number; duration: number }[] } | undefined;
  const painted = metric(report, "first-contentful-paint");
  return (details?.items ?? [])
    .filter((task) => task.startTime > painted && task.duration >= LONG_TASK_MS)
    .map((task) => task.duration);
}

function failedAudits(
  report: LighthouseReport,
  exempt: readonly string[],
): FailedAudit[] {
  return perfectCategories.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? []).flatMap(({ id, weight }) => {
      const audit = report.audits[id];
      const failed =
        audit && weight > 0 && audit.score != null && audit.score < 1;
      return failed && !exempt.includes(id)
        ? [{ category, id, title: audit.title }]
        : [];
    }),
  );
}

/** Reduces one Lighthouse result to the bench's numbers; `exempt` audits do not count. */
export function summarizeRun(
  report: LighthouseReport,
  exempt: readonly string[] = [],
): RunSummary {
  const longTasks = longTasksAfterPaint(report);
  return {
    scores: Object.fromEntries(
      categories.map((category) => [
        category,
        categoryScore(report, category, exempt),
      ]),
    ) as Record<Category, number>,
    fcpMs: metric(report, "first-contentful-paint"),
    lcpMs: metric(report, "largest-contentful-paint"),
    tbtMs: metric(report, "total-blocking-time"),
    cls: metric(report, "cumulative-layout-shift"),
    bytes: transferBytes(report),
    bytesBeforeVideo: bytesBeforeVideo(report),
    failedAudits: failedAudits(report, exempt),
    benchmarkIndex: report.environment.benchmarkIndex,
    mainThread: mainThread(report),
    tasksAfterPaint: longTasks.length,
    longestTaskAfterPaintMs: Math.max(0, ...longTasks),
  };
}
