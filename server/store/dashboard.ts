// What the owners' dashboard reads from the list: counts by status, signups per stored
// minute, sources, the chat's open questions and the outbox's health. Aggregates are
// computed by the engine, so a long list costs the dashboard a few rows, not the list.
import { textOrNull, type Database } from "./database";

export interface StatusCounts {
  total: number;
  confirmed: number;
  pending: number;
  unsubscribed: number;
  /** addresses that confirmed at some point, unsubscribed ones included */
  everConfirmed: number;
}

export interface SourceRow {
  /** the form: "home" or "news" */
  form: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  signups: number;
  confirmed: number;
}

export interface OpenQuestion {
  question: string;
  asked: number;
  lastAskedAt: string;
}

export interface OutboxHealth {
  pending: number;
  failed: {
    id: string;
    kind: string;
    subscriber: string;
    attempts: number;
    failedAt: string;
    lastError: string;
  }[];
}

const count = (value: unknown) => Number(value ?? 0);

/** The dashboard's queries on an open store (`store.db`). */
export function dashboardQueries(db: Database) {
  return {
    async statusCounts(): Promise<StatusCounts> {
      const [row] = await db.all(
        "SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END) AS confirmed, SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending, SUM(CASE WHEN status = 'unsubscribed' THEN 1 ELSE 0 END) AS unsubscribed, SUM(CASE WHEN confirmed_at IS NOT NULL THEN 1 ELSE 0 END) AS ever_confirmed FROM signups",
      );
      return {
        total: count(row?.total),
        confirmed: count(row?.confirmed),
        pending: count(row?.pending),
        unsubscribed: count(row?.unsubscribed),
        everConfirmed: count(row?.ever_confirmed),
      };
    },

    /** Signups per stored UTC minute ("2026-11-22T10:04"), for signup-days.ts. */
    async signupMinutes() {
      const rows = await db.all(
        "SELECT substr(created_at, 1, 16) AS minute, COUNT(*) AS n FROM signups GROUP BY substr(created_at, 1, 16)",
      );
      return rows.map((row) => ({
        minute: String(row.minute),
        count: count(row.n),
      }));
    },

    /** Signups and confirmations by form and campaign, most signups first. */
    async sources(): Promise<SourceRow[]> {
      const rows = await db.all(
        "SELECT source, utm_source, utm_medium, utm_campaign, COUNT(*) AS signups, SUM(CASE WHEN confirmed_at IS NOT NULL THEN 1 ELSE 0 END) AS confirmed FROM signups GROUP BY source, utm_source, utm_medium, utm_campaign ORDER BY COUNT(*) DESC, source, utm_source, utm_medium, utm_campaign",
      );
      return rows.map((row) => ({
        form: String(row.source),
        utmSource: textOrNull(row.utm_source),
        utmMedium: textOrNull(row.utm_medium),
        utmCampaign: textOrNull(row.utm_campaign),
        signups: count(row.signups),
        confirmed: count(row.confirmed),
      }));
    },

    /**
     * Questions not marked handled, the same words (case and spacing aside) counted together,
     * most asked first.
     */
    async openQuestions(limit: number): Promise<OpenQuestion[]> {
      const rows = await db.all(
        `SELECT MIN(question) AS question, COUNT(*) AS asked, MAX(created_at) AS last_asked FROM questions WHERE handled_at IS NULL GROUP BY lower(trim(question)) ORDER BY COUNT(*) DESC, MAX(created_at) DESC LIMIT ${Math.trunc(limit)}`,
      );
      return rows.map((row) => ({
        question: String(row.question),
        asked: count(row.asked),
        lastAskedAt: String(row.last_asked),
      }));
    },

    /** Marks every open question with these words handled; how many it marked. */
    markQuestionHandled(question: string, now: string) {
      return db.run(
        "UPDATE questions SET handled_at = ? WHERE handled_at IS NULL AND lower(trim(question)) = lower(trim(?))",
        [now, question],
      );
    },

    async outboxHealth(limit: number): Promise<OutboxHealth> {
      const [pending] = await db.all(
        "SELECT COUNT(*) AS n FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL",
      );
      const failed = await db.all(
        `SELECT id, kind, subscriber, attempts, failed_at, last_error FROM outbox WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id LIMIT ${Math.trunc(limit)}`,
      );
      return {
        pending: count(pending?.n),
        failed: failed.map((row) => ({
          id: String(row.id),
          kind: String(row.kind),
          subscriber: String(row.subscriber),
          attempts: count(row.attempts),
          failedAt: String(row.failed_at),
          lastError: String(row.last_error ?? ""),
        })),
      };
    },

    /** Puts a failed event back in the queue, due now; false when it is not a failed one. */
    async redeliver(id: string, now: string) {
      const changed = await db.run(
        "UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND failed_at IS NOT NULL",
        [now, id],
      );
      return changed === 1;
    },

    /** Addresses containing `text` (lower case), newest first. */
    async searchAddresses(text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db.all(
        `SELECT email FROM signups WHERE lower(email) LIKE ? ESCAPE '\\' ORDER BY created_at DESC, email LIMIT ${Math.trunc(limit)}`,
        [pattern],
      );
      return rows.map((row) => String(row.email));
    },
  };
}
