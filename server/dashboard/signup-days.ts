// Signups per day as the owner reads them: days in the owner's own time zone, from stored UTC
// minutes. Pure, so the dashboard's totals, chart and table all come from one series.

/** Signups stored in one UTC minute: `minute` is "2026-11-22T10:04". */
export interface MinuteCount {
  minute: string;
  count: number;
}

export interface DayCount {
  /** YYYY-MM-DD in the owner's time zone */
  day: string;
  signups: number;
  /** signups up to and including this day */
  total: number;
}

/** True for a time zone name this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string) {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return (instant: Date) => format.format(instant);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Every day from the first signup (or `minDays` before today, whichever is earlier) to today,
 * empty days included, with the running total.
 */
export function signupDays(
  minutes: readonly MinuteCount[],
  { timeZone, now, minDays }: { timeZone: string; now: Date; minDays: number },
): DayCount[] {
  const toDay = dayIn(timeZone);
  const byDay = new Map<string, number>();
  for (const { minute, count } of minutes) {
    const day = toDay(new Date(`${minute}:00Z`));
    byDay.set(day, (byDay.get(day) ?? 0) + count);
  }
  const today = toDay(now);
  const earliest = [...byDay.keys()].sort()[0];
  let day = addDays(today, 1 - minDays);
  if (earliest !== undefined && earliest < day) day = earliest;

  const series: DayCount[] = [];
  let total = 0;
  // Signups stamped after `now` (a clock step) still count, on the day they carry.
  const last = [...byDay.keys(), today].sort().at(-1) ?? today;
  for (; day <= last; day = addDays(day, 1)) {
    const signups = byDay.get(day) ?? 0;
    total += signups;
    series.push({ day, signups, total });
  }
  return series;
}

export interface Momentum {
  today: number;
  last7Days: number;
  previous7Days: number;
}

/** Joined today, in the last 7 days (today included) and in the 7 before, from a series. */
export function momentum(series: readonly DayCount[], today: string): Momentum {
  const sum = (from: number, to: number) =>
    series
      .filter(
        (d) => d.day >= addDays(today, from) && d.day <= addDays(today, to),
      )
      .reduce((n, d) => n + d.signups, 0);
  return {
    today: sum(0, 0),
    last7Days: sum(-6, 0),
    previous7Days: sum(-13, -7),
  };
}
