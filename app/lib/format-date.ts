const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2025-08-15" -> "August 15, 2025", the same in every time zone. Written out by hand
 * because the first `Intl` formatter a page creates loads ICU's locale data: 40-100 ms of
 * main thread on a mid-range phone, spent before hydration on every page that shows a date.
 */
export function formatDate(isoDate: string): string {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split("-").map(Number);
  const name = monthNames[month - 1];
  if (!name || !day || Number.isNaN(year)) {
    throw new Error(`Not an ISO date: "${isoDate}"`);
  }
  return `${name} ${day}, ${year}`;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Clock time of an epoch-ms timestamp, e.g. "9:05 PM"; by default in the visitor's locale
 * and zone. One formatter per locale and zone, made on first use: making one is the costly
 * part, and the chat formats every message's time on each render.
 */
export function formatTime(
  timestamp: number,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const key = `${locale ?? ""} ${timeZone ?? ""}`;
  let formatter = clockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone,
    });
    clockFormatters.set(key, formatter);
  }
  return formatter.format(timestamp);
}
