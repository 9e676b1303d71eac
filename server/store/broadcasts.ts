// Broadcasts and their recipients (migrations 005 and 006): one row per recipient, written
// when the send starts, claimed by one sending instance at a time with a lease it renews, its
// state moved on once the mail server has answered. Times are ISO 8601 UTC strings; sending slots are microseconds since 1970.
import { randomUUID } from "node:crypto";
import { textOrNull, type Database, type Statement } from "./database";

export type BroadcastState =
  "draft" | "scheduled" | "sending" | "paused" | "cancelled" | "done";

export interface Broadcast {
  id: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** the widest queue place of the wave; null for everyone */
  maxPosition: number | null;
  /** mails per second, all instances together */
  rate: number;
  state: BroadcastState;
  sendAt: string | null;
  pausedReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface RecipientRow {
  email: string;
  position: number | null;
  attempts: number;
  inDoubt: boolean;
  /** the referral code for the unsubscribe link; null when no longer eligible */
  code: string | null;
}

export interface BroadcastCounts {
  audience: number;
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  inDoubt: number;
  /** subscribers who left by this broadcast's unsubscribe link */
  unsubscribes: number;
}

const columns =
  "id, subject, text_body, html_body, max_position, rate, state, send_at, paused_reason, created_at, started_at, finished_at";

function toBroadcast(row: Record<string, unknown>): Broadcast {
  return {
    id: String(row.id),
    subject: String(row.subject),
    textBody: String(row.text_body),
    htmlBody: textOrNull(row.html_body),
    maxPosition:
      row.max_position === null || row.max_position === undefined
        ? null
        : Number(row.max_position),
    rate: Number(row.rate),
    state: String(row.state) as BroadcastState,
    sendAt: textOrNull(row.send_at),
    pausedReason: textOrNull(row.paused_reason),
    createdAt: String(row.created_at),
    startedAt: textOrNull(row.started_at),
    finishedAt: textOrNull(row.finished_at),
  };
}

/**
 * Places of the queue per statement that writes recipients: each is a short write, so
 * signups and confirmations wait at most that long for the list's write lock on SQLite.
 */
const placesPerInsert = 10_000;

type Counter =
  "audience_count" | "sent_count" | "failed_count" | "skipped_count";
/** Rows of counts per broadcast (migration 007). */
const countShards = 16;

export function broadcastsTable(db: Database) {
  const key = "broadcast_id = ? AND email = ?";

  /**
   * A change to recipients and, in the same transaction, the broadcast's counter raised by
   * the rows it changed (in one of its rows of counts, at random): SQLite's changes() of the
   * statement before, or PostgreSQL's rows returned by the change in a CTE.
   */
  function counted(change: Statement, id: string, counter: Counter) {
    const shard = Math.floor(Math.random() * countShards);
    const add = `ON CONFLICT (broadcast_id, shard)
      DO UPDATE SET ${counter} = broadcast_counts.${counter} + excluded.${counter}`;
    if (db.engine === "sqlite")
      return db.batch([
        change,
        {
          sql: `INSERT INTO broadcast_counts (broadcast_id, shard, ${counter})
            VALUES (?, ?, changes())
            ${add}`,
          args: [id, shard],
        },
      ]);
    return db.run(
      `WITH changed AS (${change.sql} RETURNING 1)
       INSERT INTO broadcast_counts (broadcast_id, shard, ${counter})
       SELECT ?, ?, count(*) FROM changed
       ${add}`,
      [...(change.args ?? []), id, shard],
    );
  }

  /**
   * The referral code of an address that may still get a broadcast (confirmed and not
   * suppressed), for its unsubscribe link; null when it may not.
   */
  async function eligibleCode(email: string): Promise<string | null> {
    const [row] = await db.all(
      `SELECT s.referral_code FROM signups s
       WHERE s.email = ? AND s.status = 'confirmed'
         AND NOT EXISTS (SELECT 1 FROM suppressions p WHERE p.email = s.email)`,
      [email],
    );
    return textOrNull(row?.referral_code);
  }

  /** A recipient reaches an end state, once: from pending or sending only. */
  const finish = (
    id: string,
    email: string,
    state: "sent" | "failed" | "skipped",
    { now, error }: { now: string; error: string | null },
  ) =>
    counted(
      {
        sql: `UPDATE broadcast_recipients
              SET state = ?, finished_at = ?, sent_at = CASE WHEN ? = 'sent' THEN ? ELSE sent_at END,
                claimed_until = NULL, last_error = ?
              WHERE ${key} AND state IN ('pending', 'sending')`,
        args: [state, now, state, now, error, id, email],
      },
      id,
      `${state}_count`,
    );
  return {
    async create(draft: {
      subject: string;
      textBody: string;
      htmlBody: string | null;
      maxPosition: number | null;
      rate: number;
      now: string;
    }): Promise<string> {
      const id = randomUUID();
      await db.run(
        `INSERT INTO broadcasts (id, subject, text_body, html_body, max_position, rate, state, created_at)
          VALUES (?, ?, ?, ?, ?, ?, 'draft', ?)`,
        [
          id,
          draft.subject,
          draft.textBody,
          draft.htmlBody,
          draft.maxPosition,
          draft.rate,
          draft.now,
        ],
      );
      return id;
    },

    async find(id: string): Promise<Broadcast | null> {
      const [row] = await db.all(
        `SELECT ${columns} FROM broadcasts WHERE id = ?`,
        [id],
      );
      return row ? toBroadcast(row) : null;
    },

    async list(): Promise<Broadcast[]> {
      const rows = await db.all(
        `SELECT ${columns} FROM broadcasts ORDER BY created_at DESC, id`,
      );
      return rows.map(toBroadcast);
    },

    /**
     * Writes the recipients of a wave from the snapshot's places (list-snapshot.ts; count it
     * first), a slice of the queue per statement, then the broadcast's new state: senders take
     * up a broadcast only once it is sending, and a start cut short adds the rest when run
     * again, as an address already a recipient is left as it is. The audience is every
     * confirmed subscriber with a place up to `maxPosition` (everyone when null) who is not
     * suppressed.
     * @returns how many were added
     */
    async start(
      id: string,
      {
        state,
        rate,
        sendAt,
        maxPosition,
        now,
      }: {
        state: "scheduled" | "sending";
        rate: number;
        sendAt: string;
        maxPosition: number | null;
        now: string;
      },
    ): Promise<number> {
      const [row] = await db.all(
        "SELECT max(position) AS last FROM places.queue_places",
      );
      const last = Math.min(
        Number(row?.last ?? 0),
        maxPosition ?? Number.MAX_SAFE_INTEGER,
      );
      const audience = async () => {
        const [counts] = await db.all(
          `SELECT coalesce(sum(audience_count), 0) AS n
           FROM broadcast_counts WHERE broadcast_id = ?`,
          [id],
        );
        return Number(counts?.n ?? 0);
      };
      const before = await audience();
      for (let from = 0; from < last; from += placesPerInsert)
        await counted(
          {
            sql: `INSERT INTO broadcast_recipients (broadcast_id, email, state, position, next_attempt_at)
                  SELECT ?, p.email, 'pending', p.position, ?
                  FROM places.queue_places p
                  JOIN signups s ON s.email = p.email AND s.status = 'confirmed'
                  WHERE p.position > ? AND p.position <= ?
                    AND NOT EXISTS (SELECT 1 FROM suppressions x WHERE x.email = p.email)
                  ON CONFLICT (broadcast_id, email) DO NOTHING`,
            args: [id, sendAt, from, Math.min(from + placesPerInsert, last)],
          },
          id,
          "audience_count",
        );
      await db.run(
        `UPDATE broadcasts
         SET state = ?, rate = ?, send_at = ?, max_position = ?, paused_reason = NULL,
           finished_at = NULL, started_at = COALESCE(started_at, ?)
         WHERE id = ?`,
        [state, rate, sendAt, maxPosition, now, id],
      );
      return (await audience()) - before;
    },

    /**
     * Deletes a broadcast that is still a draft, with whatever a start cut short had written
     * for it; false when there is no such draft.
     */
    async deleteDraft(id: string) {
      const isDraft = `EXISTS (SELECT 1 FROM broadcasts WHERE id = ? AND state = 'draft')`;
      const [, , deleted = []] = await db.batch([
        {
          sql: `DELETE FROM broadcast_counts WHERE broadcast_id = ? AND ${isDraft}`,
          args: [id, id],
        },
        {
          sql: `DELETE FROM broadcast_recipients WHERE broadcast_id = ? AND ${isDraft}`,
          args: [id, id],
        },
        {
          sql: `DELETE FROM broadcasts WHERE id = ? AND state = 'draft' RETURNING id`,
          args: [id],
        },
      ]);
      return deleted.length === 1;
    },

    /** Moves a broadcast from one of `from` to `to`; false when it was in none of them. */
    async move(
      id: string,
      from: BroadcastState[],
      to: BroadcastState,
      { now, reason = null }: { now: string; reason?: string | null },
    ) {
      const changed = await db.run(
        `UPDATE broadcasts SET state = ?, paused_reason = ?, finished_at = CASE WHEN ? IN ('done', 'cancelled') THEN ? ELSE finished_at END WHERE id = ? AND state IN (${from.map(() => "?").join(", ")})`,
        [to, reason, to, now, id, ...from],
      );
      return changed === 1;
    },

    /** Broadcasts to work on now: sending ones, and scheduled ones whose time has come. */
    async due(now: string): Promise<Broadcast[]> {
      await db.run(
        `UPDATE broadcasts
          SET state = 'sending'
          WHERE state = 'scheduled' AND send_at <= ?`,
        [now],
      );
      const rows = await db.all(
        `SELECT ${columns} FROM broadcasts WHERE state = 'sending' ORDER BY created_at, id`,
      );
      return rows.map(toBroadcast);
    },

    /**
     * The next `count` sending slots of a broadcast, 1/rate seconds apart, the first never
     * before `nowUs`. One UPDATE, so instances never take the same slot.
     */
    async takeSlots(
      id: string,
      nowUs: number,
      count: number,
    ): Promise<number[]> {
      const [row] = await db.all(
        `UPDATE broadcasts
          SET next_slot_us = (CASE WHEN next_slot_us > ? THEN next_slot_us ELSE ? END)
            + ? * (1000000 / rate)
          WHERE id = ?
          RETURNING next_slot_us, rate`,
        [nowUs, nowUs, count, id],
      );
      if (!row) throw new Error(`No broadcast ${id}`);
      const interval = Math.floor(1_000_000 / Number(row.rate));
      const first = Number(row.next_slot_us) - count * interval;
      return Array.from({ length: count }, (_, i) => first + i * interval);
    },

    /**
     * Rows whose instance stopped renewing its claim (it died holding them) are due again,
     * marked in doubt: their mail may have reached the mail server.
     * @returns how many were taken back
     */
    async reclaimExpired(id: string, now: string) {
      return db.run(
        `UPDATE broadcast_recipients
          SET state = 'pending', in_doubt = 1, claimed_until = NULL
          WHERE broadcast_id = ? AND state = 'sending' AND claimed_until < ?`,
        [id, now],
      );
    },

    /**
     * Takes the next due recipient, queue order first, for `instance` until `leaseUntil`;
     * null when none is due or the broadcast is no longer sending. On PostgreSQL, instances
     * claiming at once skip each other's rows instead of waiting for them.
     */
    async claimNext(
      id: string,
      {
        now,
        leaseUntil,
        instance,
      }: { now: string; leaseUntil: string; instance: string },
    ): Promise<RecipientRow | null> {
      const claim = `UPDATE broadcast_recipients
        SET state = 'sending', claimed_until = ?, claimed_by = ?, attempts = attempts + 1
        WHERE broadcast_id = ? AND state = 'pending'
          AND email = (
            SELECT email FROM broadcast_recipients
            WHERE broadcast_id = ? AND state = 'pending' AND next_attempt_at <= ?
            ORDER BY position, email
            LIMIT 1${db.engine === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""}
          )
          AND EXISTS (SELECT 1 FROM broadcasts WHERE id = ? AND state = 'sending')
        RETURNING email, position, attempts, in_doubt`;
      const args = [leaseUntil, instance, id, id, now, id];
      // PostgreSQL reads the recipient's eligibility in the same round trip.
      const [row] =
        db.engine === "postgres"
          ? await db.all(
              `WITH claimed AS (${claim})
               SELECT c.*, s.referral_code AS code
               FROM claimed c
               LEFT JOIN signups s ON s.email = c.email AND s.status = 'confirmed'
                 AND NOT EXISTS (SELECT 1 FROM suppressions p WHERE p.email = c.email)`,
              args,
            )
          : await db.all(claim, args);
      if (!row) return null;
      const email = String(row.email);
      return {
        email,
        position: row.position === null ? null : Number(row.position),
        attempts: Number(row.attempts),
        inDoubt: Number(row.in_doubt) === 1,
        code:
          db.engine === "postgres"
            ? textOrNull(row.code)
            : await eligibleCode(email),
      };
    },

    /** Extends the claims an instance holds: it is alive and its mails are in flight. */
    async renewClaims(instance: string, leaseUntil: string) {
      await db.run(
        `UPDATE broadcast_recipients
          SET claimed_until = ?
          WHERE claimed_by = ? AND state = 'sending'`,
        [leaseUntil, instance],
      );
    },

    /** On resume: rows waiting out a back-off are due at once. */
    async dueNow(id: string, now: string) {
      await db.run(
        `UPDATE broadcast_recipients
          SET next_attempt_at = ?
          WHERE broadcast_id = ? AND state = 'pending' AND next_attempt_at > ?`,
        [now, id, now],
      );
    },

    async sent(id: string, email: string, now: string) {
      await finish(id, email, "sent", { now, error: null });
    },

    /** No mail for this one (it left the list, or was suppressed, since the start). */
    async skipped(id: string, email: string, reason: string, now: string) {
      await finish(id, email, "skipped", { now, error: reason });
    },

    /** A try that failed for now (an SMTP 4xx, a lost connection): due again at `retryAt`. */
    async retryLater(
      id: string,
      email: string,
      error: string,
      retryAt: string,
    ) {
      await db.run(
        `UPDATE broadcast_recipients SET state = 'pending', claimed_until = NULL, last_error = ?, next_attempt_at = ? WHERE ${key}`,
        [error.slice(0, 500), retryAt, id, email],
      );
    },

    /**
     * Failed for good: tried too often, or refused by the mail server (an SMTP 5xx to the
     * recipient), when the address also gets no further broadcast.
     */
    async failed(
      id: string,
      email: string,
      error: string,
      { now, suppress }: { now: string; suppress: boolean },
    ) {
      await finish(id, email, "failed", { now, error: error.slice(0, 500) });
      if (suppress)
        await db.run(
          `INSERT INTO suppressions (email, reason, created_at)
            VALUES (?, ?, ?)
            ON CONFLICT (email) DO NOTHING`,
          [email, error.slice(0, 500), now],
        );
    },

    /**
     * Credits an unsubscribe (the referral code's) to the broadcast whose link it came by,
     * when that subscriber was one of its recipients.
     */
    async creditUnsubscribe(id: string, code: string) {
      await db.run(
        `UPDATE signups
          SET unsubscribed_by = ?
          WHERE referral_code = ? AND status = 'unsubscribed' AND EXISTS (SELECT 1 FROM broadcast_recipients r WHERE r.broadcast_id = ? AND r.email = signups.email)`,
        [id, code, id],
      );
    },

    /** Done once nothing is pending or being sent. */
    async finishIfDone(id: string, now: string) {
      const changed = await db.run(
        `UPDATE broadcasts
          SET state = 'done', finished_at = ?
          WHERE id = ? AND state = 'sending' AND NOT EXISTS (SELECT 1 FROM broadcast_recipients WHERE broadcast_id = ? AND state IN ('pending', 'sending'))`,
        [now, id, id],
      );
      return changed === 1;
    },

    /**
     * A broadcast's numbers: its counters, and the few rows in flight or in doubt, through
     * their indexes; pending is what is left.
     */
    async counts(id: string): Promise<BroadcastCounts> {
      const [row] = await db.all(
        `SELECT
           (SELECT sum(audience_count) FROM broadcast_counts WHERE broadcast_id = b.id)
             AS audience_count,
           (SELECT sum(sent_count) FROM broadcast_counts WHERE broadcast_id = b.id)
             AS sent_count,
           (SELECT sum(failed_count) FROM broadcast_counts WHERE broadcast_id = b.id)
             AS failed_count,
           (SELECT sum(skipped_count) FROM broadcast_counts WHERE broadcast_id = b.id)
             AS skipped_count,
           (SELECT count(*) FROM broadcast_recipients
            WHERE broadcast_id = b.id AND state = 'sending') AS sending,
           (SELECT count(*) FROM broadcast_recipients
            WHERE broadcast_id = b.id AND in_doubt = 1) AS in_doubt,
           (SELECT count(*) FROM signups WHERE unsubscribed_by = b.id) AS unsubscribes
         FROM broadcasts b
         WHERE b.id = ?`,
        [id],
      );
      const n = (value: unknown) => Number(value ?? 0);
      const audience = n(row?.audience_count);
      const [sent, failed, skipped, sending] = [
        n(row?.sent_count),
        n(row?.failed_count),
        n(row?.skipped_count),
        n(row?.sending),
      ];
      return {
        audience,
        pending: audience - sent - failed - skipped - sending,
        sending,
        sent,
        failed,
        skipped,
        inDoubt: n(row?.in_doubt),
        unsubscribes: n(row?.unsubscribes),
      };
    },
  };
}

export type BroadcastsTable = ReturnType<typeof broadcastsTable>;
