// @ts-check
// Delivers the outbox: one loop per server that claims due rows with a lease (so two instances
// never send one row at the same time), hands each to the deliverer of its kind, and on failure
// tries again later with exponential back-off, giving up after the last attempt. A row queued
// before a crash is still due after the restart.
import { outboxTable } from "./store/outbox.mjs";

/** @typedef {import("./store/outbox.mjs").OutboxRow} OutboxRow */
/** @typedef {(row: OutboxRow) => Promise<void>} Deliver throws when the attempt failed */

/**
 * Retry timing: the n-th failed attempt waits baseMs * 2^(n-1), at most maxMs; after
 * maxAttempts the row is marked failed and shows in `npm run signups -- webhooks`.
 * The defaults try for about two days.
 */
export const defaultRetry = {
  baseMs: 30_000,
  maxMs: 6 * 60 * 60 * 1000,
  maxAttempts: 15,
};

/**
 * When to try a row again after its `attempts`-th attempt failed, or null to give up.
 * @param {number} attempts
 * @param {Date} now
 * @param {typeof defaultRetry} retry
 */
export function nextAttempt(attempts, now, retry = defaultRetry) {
  if (attempts >= retry.maxAttempts) return null;
  const wait = Math.min(retry.baseMs * 2 ** (attempts - 1), retry.maxMs);
  return new Date(now.getTime() + wait);
}

/**
 * Starts the loop; `stop()` ends it after the attempt in progress.
 * @param {object} options
 * @param {import("./store/index.mjs").Database} options.db
 * @param {Partial<Record<OutboxRow["kind"], Deliver>>} options.deliver only these kinds are taken
 * @param {() => Date} [options.now]
 * @param {number} [options.pollMs] how often to look for due rows
 * @param {number} [options.leaseMs] how long a claim lasts; longer than any attempt may take
 * @param {typeof defaultRetry} [options.retry]
 */
export function startOutboxWorker({
  db,
  deliver,
  now = () => new Date(),
  pollMs = 1000,
  leaseMs = 120_000,
  retry = defaultRetry,
}) {
  const outbox = outboxTable(db);
  const kinds = /** @type {OutboxRow["kind"][]} */ (Object.keys(deliver));
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void>} */
  let running = Promise.resolve();

  async function attempt(/** @type {OutboxRow} */ row) {
    const send = deliver[row.kind];
    try {
      if (!send) throw new Error(`No deliverer for ${row.kind}`);
      await send(row);
      await outbox.delivered(row.id, now().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      await outbox.attemptFailed(
        row.id,
        at.toISOString(),
        message,
        nextAttempt(row.attempts, at, retry)?.toISOString() ?? null,
      );
    }
  }

  async function tick() {
    try {
      for (;;) {
        const at = now();
        const rows = await outbox.claimDue({
          kinds,
          now: at.toISOString(),
          leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
          limit: 10,
        });
        for (const row of rows) await attempt(row);
        if (rows.length === 0 || stopped) break;
      }
    } catch (error) {
      // The store is down or closing: try again on the next tick.
      if (!stopped)
        console.error(
          `Outbox: ${error instanceof Error ? error.message : error}`,
        );
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, pollMs);
    timer.unref();
  }

  if (kinds.length > 0) {
    running = tick().then(schedule);
  }

  return {
    /** Runs one pass now (tests call it instead of waiting for the poll). */
    async runOnce() {
      await running;
      await tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
