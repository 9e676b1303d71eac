/** The parts of a navigation timing entry that tell when the page finished loading. */
export type NavigationEnd = Pick<
  PerformanceNavigationTiming,
  "loadEventEnd" | "duration"
>;

/**
 * Seconds from navigation start to the end of the load event. Without a navigation entry
 * (or before it is complete) it falls back to `nowMs`, the time since navigation start.
 */
export function loadSeconds(
  entry: NavigationEnd | undefined,
  nowMs: number,
): number {
  return (entry?.loadEventEnd || entry?.duration || nowMs) / 1000;
}
