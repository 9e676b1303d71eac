const formatter = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2025-08-15" -> "August 15, 2025", the same in every time zone. */
export function formatDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Clock time of an epoch-ms timestamp, e.g. "9:05 PM"; by default in the visitor's locale and zone. */
export function formatTime(
  timestamp: number,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(timestamp);
}
