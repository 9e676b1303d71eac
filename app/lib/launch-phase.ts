import { getTimeLeft, type TimeLeft } from "./countdown";

/** Where the launch stands: counting down, or live from the target second on. */
export type LaunchPhase = "before" | "live";

/** The one launch state every surface reads: the phase and the time left (zeros when live). */
export type LaunchState = { phase: LaunchPhase; left: TimeLeft };

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * Epoch ms of a date-time written without a zone ("2025-09-22T00:00:00"), read in the
 * runtime's own time zone: the launch happens at that clock time where the visitor is.
 * `"utc"` reads it as UTC instead, the same on every machine. A value with a zone or in
 * another form is a content error, so it throws.
 */
export function localDateTime(
  value: string,
  zone: "runtime" | "utc" = "runtime",
): number {
  if (!LOCAL_DATE_TIME.test(value))
    throw new Error(
      `"${value}" is not a local date-time like 2025-09-22T00:00:00`,
    );
  const epoch = new Date(zone === "utc" ? `${value}Z` : value).getTime();
  if (Number.isNaN(epoch)) throw new Error(`"${value}" is not a real date`);
  return epoch;
}

/** The launch state at `now` (epoch ms) for a target (epoch ms); live at and past the target. */
export function launchState(target: number, now: number): LaunchState {
  const left = getTimeLeft(target, now);
  return { phase: left.done ? "live" : "before", left };
}
