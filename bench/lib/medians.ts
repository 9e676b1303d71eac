import type { FailedAudit, RunSummary } from "./lighthouse-summary";

/** Middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2
    ? upper
    : (upper + (sorted[middle - 1] as number)) / 2;
}

/** The median of every number over a route's runs, and the audits that failed in any of them. */
export type MedianSummary = Omit<RunSummary, "failedAudits"> & {
  failedAudits: (FailedAudit & { runs: number })[];
};

function medianRecord<K extends string>(
  records: readonly Record<K, number>[],
): Record<K, number> {
  const keys = Object.keys(records[0] ?? {}) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, median(records.map((record) => record[key]))]),
  ) as Record<K, number>;
}

/** The median of the values that are there; null when none is. */
function medianOrNull(values: readonly (number | null)[]): number | null {
  const present = values.filter((value) => value !== null);
  return present.length ? median(present) : null;
}

function countFailures(
  runs: readonly RunSummary[],
): MedianSummary["failedAudits"] {
  const failed = new Map<string, FailedAudit & { runs: number }>();
  for (const audit of runs.flatMap((run) => run.failedAudits)) {
    const key = `${audit.category}/${audit.id}`;
    failed.set(key, { ...audit, runs: (failed.get(key)?.runs ?? 0) + 1 });
  }
  return [...failed.values()];
}

/** A route's runs reduced to one summary: every number is the median of its own values. */
export function summarizeRuns(runs: readonly RunSummary[]): MedianSummary {
  const of = (value: (run: RunSummary) => number) => median(runs.map(value));
  return {
    scores: medianRecord(runs.map((run) => run.scores)),
    bytes: medianRecord(runs.map((run) => run.bytes)),
    bytesBeforeVideo: medianOrNull(runs.map((run) => run.bytesBeforeVideo)),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    mainThread: medianRecord(runs.map((run) => run.mainThread)),
    tasksAfterPaint: of((run) => run.tasksAfterPaint),
    longestTaskAfterPaintMs: of((run) => run.longestTaskAfterPaintMs),
    failedAudits: countFailures(runs),
  };
}
