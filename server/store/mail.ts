// The outbox (migration 003): mails and webhook calls queued in the same transaction as the
// change they report, claimed by one instance at a time with a lease it renews (lease.ts),
// retried with back-off.
import { randomUUID } from "node:crypto";
import { textOrNull, type Database, type Statement } from "./database";

/**
 * A mail or webhook call to make once the change it belongs to is committed.
 */
export interface OutboxEvent {
  kind: "mail" | "webhook";
  /** the same key never makes two rows, however often it is written */
  key: string;
  /** the address it is about */
  subscriber: string;
  /** JSON */
  payload: string;
  /** the event id; random when left out */
  id?: string;
}

/**
 * The statement that queues an event when `guard` holds; a repeated key is ignored.
 */
export function enqueue(
  event: OutboxEvent,
  guard: Statement,
  now: string,
): Statement {
  return {
    sql: `INSERT INTO outbox (id, kind, dedupe_key, subscriber, payload, created_at, next_attempt_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM signups WHERE ${guard.sql}) ON CONFLICT (dedupe_key) DO NOTHING`,
    args: [
      event.id ?? randomUUID(),
      event.kind,
      event.key,
      event.subscriber,
      event.payload,
      now,
      now,
      ...(guard.args ?? []),
    ],
  };
}

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

/** How one attempt ended: delivered, or failed and tried again at `retryAt` (null: given up). */
export interface AttemptOutcome {
  id: string;
  now: string;
  failed?: { error: string; retryAt: string | null };
}

function outcomeStatement({ id, now, failed }: AttemptOutcome) {
  if (!failed)
    return {
      sql: `UPDATE outbox
        SET delivered_at = ?, claimed_until = NULL, last_error = NULL
        WHERE id = ?`,
      args: [now, id],
    };
  const { error, retryAt } = failed;
  return {
    sql: `UPDATE outbox
      SET claimed_until = NULL, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at), failed_at = ?
      WHERE id = ?`,
    args: [error.slice(0, 500), retryAt, retryAt === null ? now : null, id],
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
     * Takes up to `limit` due rows of the given kinds for `instance` until `leaseUntil`, in one
     * statement that checks each row is still free as it takes it, so of two instances only
     * one gets a row (on PostgreSQL they skip each other's instead of waiting); a row whose
     * claim ran out (its instance died) is due again.
     * @returns the claimed rows, due first, their attempt counted
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
      const rows = await db.all(
        `UPDATE outbox SET claimed_until = ?, claimed_by = ?, attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM outbox
            WHERE ${open} AND next_attempt_at <= ? AND ${free}
              AND kind IN (${kinds.map(() => "?").join(", ")})
            ORDER BY next_attempt_at, id
            LIMIT ${Number(limit)}${db.engine === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""}
          ) AND ${open} AND ${free}
          RETURNING ${columns}`,
        [leaseUntil, instance, now, now, ...kinds, now],
      );
      return rows
        .map(toRow)
        .sort(
          (a, b) =>
            a.nextAttemptAt.localeCompare(b.nextAttemptAt) ||
            a.id.localeCompare(b.id),
        );
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
    /**
     * Records how attempts ended, all in one transaction: one commit for a group of mails, not
     * one each, so a busy outbox is not held to the disk's commits a second.
     */
    async record(outcomes: AttemptOutcome[]) {
      await db.batch(outcomes.map(outcomeStatement));
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
