// How arrivals spread over time: the broadcast benchmark and the broadcast tests judge a rate
// by them.

/** How many of `times` (ms) fall in each whole bucket from `from` to the last of them. */
export function perBucket(times: number[], bucketMs: number, from: number) {
  const whole = Math.floor((Math.max(from, ...times) - from) / bucketMs);
  const counts = Array.from({ length: whole }, () => 0);
  for (const time of times) {
    const bucket = Math.floor((time - from) / bucketMs);
    if (bucket >= 0 && bucket < whole)
      counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/** The value at `share` (0 to 1) of the sorted values, nearest rank. */
export function percentile(values: number[], share: number) {
  if (values.length === 0) throw new Error("percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(
    sorted.length - 1,
    Math.max(0, Math.ceil(share * sorted.length) - 1),
  );
  return sorted[rank] as number;
}
