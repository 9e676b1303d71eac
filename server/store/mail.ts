// The outbox (migration 003): mails and webhook calls queued in the same transaction as the
// change they report, claimed by one instance at a time with a lease it renews (lease.ts),
// retried with back-off. Below it, the bounces and complaints told of the mails.
import { randomUUID } from "node:crypto";
import {
  actionOf,
  eventId,
  guardWindow,
  softWindowDays,
  type MailEventKind,
} from "../mail/mail-events";
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

// The mail events (migration 013): an event is written once, by its id, so a second telling
// never counts a soft bounce twice; what it does (mail/mail-events.ts) is done again at each
// telling and changes nothing the second time, so a crash between the two is mended by the
// retry every teller makes of what it was not answered for.

export interface MailEvent {
  kind: MailEventKind;
  email: string;
  broadcastId: string | null;
  via: "webhook" | "mailbox" | "smtp";
  at: string;
}

const dayMs = 86_400_000;

export function mailEventsTable(db: Database) {
  return {
    /**
     * Records one event unless it is known, and suppresses its address when its kind calls for
     * it; whether it was new, and what it called for. A complaint's unsubscribe is the
     * caller's (list-rules.ts), so the list's counts and webhooks hear of it.
     */
    async record(event: MailEvent, now: string) {
      const id = eventId(event);
      const since = new Date(
        Date.parse(event.at) - softWindowDays * dayMs,
      ).toISOString();
      const [inserted, softRows] = await db.batch([
        {
          sql: `INSERT INTO mail_events (id, email, kind, broadcast_id, via, at, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
          args: [
            id,
            event.email,
            event.kind,
            event.broadcastId,
            event.via,
            event.at,
            now,
          ],
        },
        {
          sql: "SELECT COUNT(*) AS n FROM mail_events WHERE email = ? AND kind = 'soft' AND at > ? AND at <= ?",
          args: [event.email, since, event.at],
        },
      ]);
      const action = actionOf(event.kind, Number(softRows?.[0]?.n ?? 0));
      if (action !== "record")
        await db.run(
          `INSERT INTO suppressions (email, reason, created_at) VALUES (?, ?, ?)
            ON CONFLICT (email) DO NOTHING`,
          [event.email, `${event.kind} (${event.via}) at ${event.at}`, now],
        );
      return { isNew: Boolean(inserted?.length), action };
    },

    /** An address's events, newest first: its record's mail history. */
    async of(email: string) {
      const rows = await db.all(
        "SELECT kind, broadcast_id, via, at FROM mail_events WHERE email = ? ORDER BY at DESC",
        [email],
      );
      return rows.map((row) => ({
        kind: String(row.kind) as MailEventKind,
        broadcastId:
          row.broadcast_id === null ? null : String(row.broadcast_id),
        via: String(row.via),
        at: String(row.at),
      }));
    },

    /**
     * A broadcast's last `guardWindow` mails sent or refused, with the hard bounces and the
     * complaints told of them: what its pause rules judge.
     */
    async lastSent(broadcastId: string) {
      const told = (kind: MailEventKind) =>
        `SUM(CASE WHEN EXISTS (SELECT 1 FROM mail_events e WHERE e.email = r.email AND e.kind = '${kind}' AND e.broadcast_id = ?) THEN 1 ELSE 0 END)`;
      const [row] = await db.all(
        `SELECT COUNT(*) AS sent, ${told("hard")} AS hard, ${told("complaint")} AS complaints
          FROM (SELECT email FROM broadcast_recipients
            WHERE broadcast_id = ? AND finished_at IS NOT NULL AND state IN ('sent', 'failed')
            ORDER BY finished_at DESC LIMIT ${guardWindow}) r`,
        [broadcastId, broadcastId, broadcastId],
      );
      return {
        sent: Number(row?.sent ?? 0),
        hard: Number(row?.hard ?? 0),
        complaints: Number(row?.complaints ?? 0),
      };
    },

    /** Whether the address gets no more mail. */
    async isSuppressed(email: string) {
      const rows = await db.all("SELECT 1 FROM suppressions WHERE email = ?", [
        email,
      ]);
      return rows.length > 0;
    },

    /** A webhook body of this digest was taken before: a replay. */
    async wasPosted(digest: string) {
      const rows = await db.all(
        "SELECT 1 FROM mail_event_posts WHERE digest = ?",
        [digest],
      );
      return rows.length > 0;
    },

    /** Keeps a webhook body's digest once its events have acted. */
    async takePost(digest: string, now: string) {
      await db.run(
        `INSERT INTO mail_event_posts (digest, received_at) VALUES (?, ?)
          ON CONFLICT (digest) DO NOTHING`,
        [digest, now],
      );
    },
  };
}

export type MailEventsTable = ReturnType<typeof mailEventsTable>;
