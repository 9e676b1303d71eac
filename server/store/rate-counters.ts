// Counters for rate limits kept in the list's database (migration 004), so that several
// instances behind one proxy count together: a window per key from its first hit, one upsert
// per hit.
import type { Database } from "./database";

/**
 * Counts one hit for `key` at `now`: in its window if that began less than `windowMs` ago,
 * otherwise as the first of a new window.
 * @returns the hits in this window, this one included, and when the window ends
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; resetsAt: Date }> {
  // A client's window starts at its first hit, not on the clock's whole minutes: a burst that
  // straddles a minute boundary is still one burst.
  const expired = new Date(now.getTime() - windowMs).toISOString();
  const [row] = await db.all(
    `INSERT INTO rate_counters (key, window_start, hits)
      VALUES (?, ?, 1)
      ON CONFLICT (key) DO UPDATE
      SET hits = CASE WHEN rate_counters.window_start > ? THEN rate_counters.hits + 1 ELSE 1 END, window_start = CASE WHEN rate_counters.window_start > ? THEN rate_counters.window_start ELSE excluded.window_start END
      RETURNING hits, window_start`,
    [key, now.toISOString(), expired, expired],
  );
  const started = Date.parse(String(row?.window_start ?? now.toISOString()));
  return {
    hits: Number(row?.hits ?? 1),
    resetsAt: new Date(started + windowMs),
  };
}

/**
 * Removes the counters whose window began before `before`: a window that old is over, and its
 * key's next hit starts a new one. Run every so often, so the table holds only the clients of
 * the last window, however many come and go.
 * @returns how many were removed
 */
export function pruneCounters(db: Database, before: Date) {
  return db.run("DELETE FROM rate_counters WHERE window_start < ?", [
    before.toISOString(),
  ]);
}
