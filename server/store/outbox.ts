// The outbox (migration 003): mails and webhook calls queued in the same transaction as the
// change they report, claimed by one instance at a time with a lease it renews (lease.ts),
// retried with back-off.
import { textOrNull, type Database } from "./database";

/**
 * One queued mail or webhook call.
 */
export interface OutboxRow {
  id: string;
  kind: "mail" | "webhook";
  subscriber: string;
  /** JSON */
  payload: string;
  createdAt: string;
  /** attempts started so far, the claimed one included */
  attempts: number;
  nextAttemptAt: string;
  deliveredAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

const columns =
  "id, kind, subscriber, payload, created_at, attempts, next_attempt_at, delivered_at, failed_at, last_error";

function toRow(row: Record<string, unknown>): OutboxRow {
  const text = textOrNull;
  return {
    id: String(row.id),
    kind: String(row.kind) as OutboxRow["kind"],
    subscriber: String(row.subscriber),
    payload: String(row.payload),
    createdAt: String(row.created_at),
    attempts: Number(row.attempts),
    nextAttemptAt: String(row.next_attempt_at),
    deliveredAt: text(row.delivered_at),
    failedAt: text(row.failed_at),
    lastError: text(row.last_error),
  };
}

/**
 * The outbox of an open store (`store.db`). Times are ISO 8601 UTC strings, which sort as text.
 */
export function outboxTable(db: Database) {
  const open = "delivered_at IS NULL AND failed_at IS NULL";
  const free = "(claimed_until IS NULL OR claimed_until < ?)";
  return {
    /**
     * Takes up to `limit` due rows of the given kinds for `instance` until `leaseUntil`. Each
     * row is taken by one conditional UPDATE, so of two instances only one gets it; a row whose
     * claim ran out (its instance died) is due again.
     * @returns the claimed rows, their attempt counted
     */
    async claimDue({
      kinds,
      now,
      leaseUntil,
      instance,
      limit,
    }: {
      kinds: string[];
      now: string;
      leaseUntil: string;
      instance: string;
      limit: number;
    }): Promise<OutboxRow[]> {
      if (kinds.length === 0) return [];
      const due = await db.all(
        `SELECT id FROM outbox WHERE ${open} AND next_attempt_at <= ? AND ${free} AND kind IN (${kinds.map(() => "?").join(", ")}) ORDER BY next_attempt_at, id LIMIT ${Number(limit)}`,
        [now, now, ...kinds],
      );

      const claimed: OutboxRow[] = [];
      for (const { id } of due) {
        const taken = await db.run(
          `UPDATE outbox SET claimed_until = ?, claimed_by = ?, attempts = attempts + 1 WHERE id = ? AND ${open} AND ${free}`,
          [leaseUntil, instance, String(id), now],
        );
        if (taken !== 1) continue;
        const [row] = await db.all(
          `SELECT ${columns} FROM outbox WHERE id = ?`,
          [String(id)],
        );
        if (row) claimed.push(toRow(row));
      }
      return claimed;
    },
    /** Extends the claims an instance holds: it is alive and their attempts are in flight. */
    async renewClaims(instance: string, leaseUntil: string) {
      await db.run(
        `UPDATE outbox
          SET claimed_until = ?
          WHERE claimed_by = ? AND claimed_until IS NOT NULL`,
        [leaseUntil, instance],
      );
    },
    async delivered(id: string, now: string) {
      await db.run(
        `UPDATE outbox
          SET delivered_at = ?, claimed_until = NULL, last_error = NULL
          WHERE id = ?`,
        [now, id],
      );
    },
    /**
     * A failed attempt: tried again at `retryAt`, or given up when that is null.
     */
    async attemptFailed(
      id: string,
      now: string,
      error: string,
      retryAt: string | null,
    ) {
      await db.run(
        `UPDATE outbox
          SET claimed_until = NULL, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at), failed_at = ?
          WHERE id = ?`,
        [error.slice(0, 500), retryAt, retryAt === null ? now : null, id],
      );
    },
    /**
     * Every row of a kind (or all), oldest first; `undelivered` leaves out the delivered ones.
     */
    async list({
      kind,
      undelivered = false,
    }: { kind?: string; undelivered?: boolean } = {}): Promise<OutboxRow[]> {
      const where = [
        ...(kind ? ["kind = ?"] : []),
        ...(undelivered ? ["delivered_at IS NULL"] : []),
      ];
      const rows = await db.all(
        `SELECT ${columns} FROM outbox ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at, id`,
        kind ? [kind] : [],
      );
      return rows.map(toRow);
    },
  };
}
