import { comparisonTargets } from "../targets";
import type { MedianSummary } from "./medians";
import { seconds } from "./report";

/** One route measured on the reference build and on this one, runs interleaved. */
export type ComparedRoute = {
  route: string;
  reference: MedianSummary;
  current: MedianSummary;
};

/** How the comparison was made, printed above the table. */
export type ComparisonMeta = {
  date: string;
  reference: string;
  current: string;
  runsPerRoute: number;
  benchmarkIndex: { min: number; max: number };
  /** The mobile preset's CPU slowdown, calibrated for the host before the runs. */
  cpuMultiplier: number;
  /** Every script blocked: the floor the document itself sets. */
  scriptsBlocked?: boolean;
};

/** What keeps this build from matching the reference on a route; empty when nothing does. */
export function comparisonMisses({
  route,
  reference,
  current,
}: ComparedRoute): string[] {
  const misses: string[] = [];
  const lcpLater = current.lcpMs - reference.lcpMs;
  if (lcpLater > comparisonTargets.maxLcpRegressionMs)
    misses.push(
      `${route}: LCP ${Math.round(lcpLater)} ms later than the reference (at most ${comparisonTargets.maxLcpRegressionMs})`,
    );
  if (current.scores.performance < reference.scores.performance)
    misses.push(
      `${route}: performance ${current.scores.performance} < the reference's ${reference.scores.performance}`,
    );
  return misses;
}

const signedMs = (ms: number) =>
  `${ms > 0 ? "+" : ms < 0 ? "−" : "±"}${Math.abs(Math.round(ms))} ms`;

/** The comparison as Markdown: one row per route, reference then this build, and the misses. */
export function comparisonReport(
  meta: ComparisonMeta,
  routes: readonly ComparedRoute[],
): string {
  const rows = routes.map(({ route, reference, current }) =>
    [
      route,
      `${reference.scores.performance} → ${current.scores.performance}`,
      `${seconds(reference.fcpMs)} → ${seconds(current.fcpMs)}`,
      `${seconds(reference.lcpMs)} → ${seconds(current.lcpMs)}`,
      signedMs(current.lcpMs - reference.lcpMs),
      `${Math.round(reference.tbtMs)} → ${Math.round(current.tbtMs)} ms`,
    ].join(" | "),
  );
  const misses = routes.flatMap(comparisonMisses);
  return [
    `Mobile Lighthouse${meta.scriptsBlocked ? " with every script blocked" : ""} at a ${meta.cpuMultiplier}x CPU slowdown (calibrated for the host), ${meta.reference} (reference) against ${meta.current}, ${meta.runsPerRoute} runs of each per route, interleaved, medians. ${meta.date}, CPU benchmark index ${meta.benchmarkIndex.min} to ${meta.benchmarkIndex.max}.`,
    "",
    "| Route | Perf | FCP | LCP | LCP change | TBT |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row} |`),
    "",
    misses.length
      ? ["Misses:", "", ...misses.map((miss) => `- ${miss}`)].join("\n")
      : `No route's LCP is more than ${comparisonTargets.maxLcpRegressionMs} ms later, and no route scores lower.`,
    "",
  ].join("\n");
}
