// The funnel as the owner reads it: unique visitors, signups and confirmed subscribers per
// source, campaign or landing page over a range of days in the owner's time zone, with the
// referred ones and the viral coefficient. Pure: the dashboard's API and the command line
// join the store's two sums (store/visits.ts) with these rules.
import { toCsv } from "../launch-list/csv";
import type { FunnelDimension, VisitsTable } from "../store/visits";
import { addDays, dayIn } from "./signup-days";

/** The longest range one funnel reads, in days. */
export const maxFunnelDays = 400;

/** The UTC hours a range of days covers: `from` included, `to` not (YYYY-MM-DDTHH). */
export interface HourRange {
  from: string;
  to: string;
}

const hourText = (ms: number) => new Date(ms).toISOString().slice(0, 13);

/**
 * The first whole UTC hour that falls on `day` or later in a time zone. Counts are kept by
 * UTC hour, so a day of a zone whose offset is not whole hours starts at its next hour.
 */
function firstHourOn(day: string, timeZone: string) {
  const toDay = dayIn(timeZone);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  for (let hour = -15; hour <= 15; hour++) {
    const at = midnight + hour * 3_600_000;
    if (toDay(new Date(at)) >= day) return hourText(at);
  }
  return hourText(midnight);
}

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The UTC hours from the start of `from` to the end of `to` (YYYY-MM-DD, both included) in a
 * time zone, or why they are none: a day that is not one, `to` before `from`, or more than
 * `maxFunnelDays` days.
 */
export function funnelHours(
  from: string,
  to: string,
  timeZone: string,
): HourRange | { problem: "invalid-range" } {
  if (!isDay(from) || !isDay(to) || to < from)
    return { problem: "invalid-range" };
  if (addDays(from, maxFunnelDays - 1) < to)
    return { problem: "invalid-range" };
  return {
    from: firstHourOn(from, timeZone),
    to: firstHourOn(addDays(to, 1), timeZone),
  };
}

/** The UTC days of field speed an hour range reads: each day it touches. */
export function speedDays({ from, to }: HourRange) {
  const last = hourText(Date.parse(`${to}:00:00Z`) - 3_600_000);
  return { from: from.slice(0, 10), to: last.slice(0, 10) };
}

export interface VisitSums {
  key: string;
  visitors: number;
  referredVisitors: number;
}

export interface SignupSums {
  key: string;
  signups: number;
  confirmed: number;
  referredConfirmed: number;
}

export interface FunnelRow {
  /** the source, campaign or landing page; "(none)" where the visit named none */
  key: string;
  visitors: number;
  signups: number;
  confirmed: number;
  /** signups ÷ visitors, null without visitors */
  signupRate: number | null;
  /** confirmed ÷ signups, null without signups */
  confirmRate: number | null;
  referredVisitors: number;
  referredConfirmed: number;
  /** the viral coefficient: referred confirmed ÷ confirmed, null without confirmed */
  kFactor: number | null;
}

/** The key a row shows for a dimension's value. */
export const keyOf = (value: string) => value || "(none)";

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** One row of counts with its rates. */
export function funnelRow(
  key: string,
  counts: Omit<FunnelRow, "key" | "signupRate" | "confirmRate" | "kFactor">,
): FunnelRow {
  return {
    key,
    ...counts,
    signupRate: ratio(counts.signups, counts.visitors),
    confirmRate: ratio(counts.confirmed, counts.signups),
    kFactor: ratio(counts.referredConfirmed, counts.confirmed),
  };
}

/**
 * The funnel's rows: each key either side has, most visitors first (then most confirmed, then
 * by key), and the total of them all.
 */
export function funnelRows(
  visits: readonly VisitSums[],
  signups: readonly SignupSums[],
): { rows: FunnelRow[]; total: FunnelRow } {
  const empty = {
    visitors: 0,
    referredVisitors: 0,
    signups: 0,
    confirmed: 0,
    referredConfirmed: 0,
  };
  const byKey = new Map<string, typeof empty>();
  const at = (key: string) => {
    const counts = byKey.get(keyOf(key)) ?? { ...empty };
    byKey.set(keyOf(key), counts);
    return counts;
  };
  for (const v of visits) {
    const counts = at(v.key);
    counts.visitors += v.visitors;
    counts.referredVisitors += v.referredVisitors;
  }
  for (const s of signups) {
    const counts = at(s.key);
    counts.signups += s.signups;
    counts.confirmed += s.confirmed;
    counts.referredConfirmed += s.referredConfirmed;
  }
  const total = { ...empty };
  for (const counts of byKey.values())
    for (const name of Object.keys(total) as (keyof typeof empty)[])
      total[name] += counts[name];
  const rows = [...byKey]
    .map(([key, counts]) => funnelRow(key, counts))
    .filter((row) => row.visitors + row.signups > 0)
    .sort(
      (a, b) =>
        b.visitors - a.visitors ||
        b.confirmed - a.confirmed ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  return { rows, total: funnelRow("total", total) };
}

/** The columns of the funnel's CSV, in order, as the API names them. */
export const funnelCsvColumns = [
  "key",
  "visitors",
  "signups",
  "signupRate",
  "confirmed",
  "confirmRate",
  "referredVisitors",
  "referredConfirmed",
  "kFactor",
] as const satisfies readonly (keyof FunnelRow)[];

/** What the funnel is asked for: a range of days in a zone, grouped by one dimension. */
export interface FunnelQuery {
  from: string;
  to: string;
  by: FunnelDimension;
  timeZone: string;
}

/** The funnel of a query, read from the visits' tables, with the bot views kept apart. */
export async function readFunnel(
  table: Pick<VisitsTable, "funnelVisits" | "funnelSignups" | "botViews">,
  { from, to, by }: FunnelQuery,
  hours: HourRange,
) {
  const [visits, signups, bots] = await Promise.all([
    table.funnelVisits(hours.from, hours.to, by),
    table.funnelSignups(hours.from, hours.to, by),
    table.botViews(hours.from, hours.to),
  ]);
  return { from, to, by, ...funnelRows(visits, signups), bots };
}

/** The funnel as CSV: a header of `funnelCsvColumns`, a row per key, then the total. */
export function funnelCsv({
  rows,
  total,
}: {
  rows: FunnelRow[];
  total: FunnelRow;
}) {
  return toCsv(
    funnelCsvColumns,
    [...rows, total].map((row) =>
      funnelCsvColumns.map((column) => String(row[column] ?? "")),
    ),
  );
}
