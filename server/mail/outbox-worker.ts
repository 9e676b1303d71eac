// Delivers the outbox: one loop per server that claims due rows a group at a time with a lease
// it renews while their attempts are in flight (lease.ts), so two instances never send one row
// at the same time, hands each to the deliverer of its kind, all of the group at once, and on
// failure tries again later with exponential back-off, giving up after the last attempt. A row
// queued before a crash is still due after the restart.
import type { Log } from "../logger";
import { defaultLeaseMs, startLease } from "../lease";
import { pollLoop } from "../poll-loop";
import { nextAttempt, type Retry } from "../retry";
import {
  outboxTable,
  type AttemptOutcome,
  type OutboxRow,
} from "../store/mail";
import type { Database } from "../store/database";

export type Deliver = (row: OutboxRow) => Promise<void>;

/**
 * Rows claimed, sent at once and recorded together. One at a time, each waiting for SMTP and
 * for a commit of its own, held confirmation mails to about 9 a second while signups poured in;
 * a group of 20 sends about 240 a second on the same host.
 */
const groupSize = 20;

/**
 * The outbox's back-off (retry.ts): after maxAttempts the row is marked failed and shows in
 * `npm run signups -- webhooks`. The defaults try for about two days.
 */
export const defaultRetry: Retry = {
  baseMs: 30_000,
  maxMs: 6 * 60 * 60 * 1000,
  maxAttempts: 15,
};

/**
 * Starts the loop; `stop()` ends it after the group of attempts in progress.
 * @param options.deliver only these kinds are taken
 * @param options.pollMs how often to look for due rows
 * @param options.leaseMs how long a claim lasts unless renewed; renewed every quarter of it
 */
export function startOutboxWorker({
  db,
  deliver,
  now = () => new Date(),
  pollMs = 1000,
  leaseMs = defaultLeaseMs,
  retry = defaultRetry,
  log,
}: {
  db: Database;
  log: Pick<Log, "error">;
  deliver: Partial<Record<OutboxRow["kind"], Deliver>>;
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  retry?: Retry;
}) {
  const outbox = outboxTable(db);
  const kinds = Object.keys(deliver) as OutboxRow["kind"][];
  const lease = startLease("Outbox", outbox, { ms: leaseMs, now, log });

  /** One attempt; how it ended is recorded with its group's (outbox.record). */
  async function attempt(row: OutboxRow): Promise<AttemptOutcome> {
    const send = deliver[row.kind];
    try {
      if (!send) throw new Error(`No deliverer for ${row.kind}`);
      await send(row);
      return { id: row.id, now: now().toISOString() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      return {
        id: row.id,
        now: at.toISOString(),
        failed: {
          error: message,
          retryAt: nextAttempt(row.attempts, at, retry)?.toISOString() ?? null,
        },
      };
    }
  }

  // The store being down or closing is logged by the loop and tried again on the next pass.
  const loop = pollLoop(
    "Outbox",
    async () => {
      for (;;) {
        const rows = await outbox.claimDue({
          kinds,
          now: now().toISOString(),
          leaseUntil: lease.until(),
          instance: lease.instance,
          limit: groupSize,
        });
        if (rows.length === 0) break;
        // A group's mails and calls go at once, and how they ended is one commit.
        await outbox.record(
          await lease.hold(() => Promise.all(rows.map(attempt))),
        );
        if (loop.stopped) break;
      }
    },
    { pollMs, log, start: kinds.length > 0 },
  );
  return {
    runOnce: loop.runOnce,
    /** Ends the loop after the group in progress, then the lease's renewals. */
    async stop() {
      await loop.stop();
      lease.stop();
    },
  };
}
