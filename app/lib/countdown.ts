/** Whole units left until a moment; all zero once it has passed. */
export type TimeLeft = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True at or past the target. */
  done: boolean;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits the time from `now` to `target` (both epoch ms) into days, hours, minutes, seconds. */
export function getTimeLeft(target: number, now: number): TimeLeft {
  const remaining = target - now;
  if (remaining <= 0)
    return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    done: false,
  };
}

/** Two-digit display of a unit: 7 -> "07"; larger numbers keep every digit. */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** The labelled units in display order. */
export function countdownUnits(
  left: TimeLeft,
): { label: string; value: string }[] {
  return [
    { label: "Days", value: pad2(left.days) },
    { label: "Hours", value: pad2(left.hours) },
    { label: "Minutes", value: pad2(left.minutes) },
    { label: "Seconds", value: pad2(left.seconds) },
  ];
}

/** One sentence for screen readers, read on demand rather than every tick. */
export function describeTimeLeft(left: TimeLeft): string {
  if (left.done) return "The drop is live.";
  const parts = [
    [left.days, "day"],
    [left.hours, "hour"],
    [left.minutes, "minute"],
    [left.seconds, "second"],
  ] as const;
  return `${parts.map(([n, unit]) => `${n} ${unit}${n === 1 ? "" : "s"}`).join(", ")} to go.`;
}
