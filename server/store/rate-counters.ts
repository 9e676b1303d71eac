// Counters for rate limits kept in the list's database (migration 004), so that several
// instances behind one proxy count together: a fixed window per key, one upsert per hit.
import type { Database } from "./database";

/**
 * Counts one hit for `key` in the window `now` falls in.
 * @returns the hits in this window, this one included, and when the window ends
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; resetsAt: Date }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(start).toISOString();
  const [row] = await db.all(
    "INSERT INTO rate_counters (key, window_start, hits) VALUES (?, ?, 1) ON CONFLICT (key) DO UPDATE SET hits = CASE WHEN rate_counters.window_start = excluded.window_start THEN rate_counters.hits + 1 ELSE 1 END, window_start = excluded.window_start RETURNING hits",
    [key, windowStart],
  );
  return { hits: Number(row?.hits ?? 1), resetsAt: new Date(start + windowMs) };
}
