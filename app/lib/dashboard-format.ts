// How the dashboard writes its numbers: rates, changes, campaigns and times. Pure, so every
// section says the same thing the same way.

/** "62%" for 5 of 8; null when there is nothing to divide. */
export function percent(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return `${Math.round((part / whole) * 100)}%`;
}

/** "+3", "−2" or "±0": this week against the last. */
export function change(current: number, previous: number): string {
  const difference = current - previous;
  if (difference === 0) return "±0";
  return difference > 0 ? `+${difference}` : `−${-difference}`;
}

/** A campaign as one label: "ig / story / drop", leaving out the parts that are missing. */
export function campaignLabel(
  parts: readonly (string | null)[],
  none: string,
): string {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length ? present.join(" / ") : none;
}

/** The last `days` entries of a day series; 0 keeps them all. */
export function lastDays<T>(series: readonly T[], days: number): T[] {
  return days > 0 ? series.slice(-days) : [...series];
}

/** A stored ISO time as the owner's local date and time, to the minute. */
export function localTime(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** The last `days` days up to today in a time zone, as YYYY-MM-DD: a range's default. */
export function recentDays(now: Date, timeZone: string, days: number) {
  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(at);
  const to = dayOf(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: from.toISOString().slice(0, 10), to };
}

/** A rate of 0 to 1 as a percent with one decimal ("2.5%"); "–" for none. */
export function rateText(rate: number | null): string {
  return rate === null ? "–" : `${Math.round(rate * 1000) / 10}%`;
}
