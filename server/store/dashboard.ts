// What the owners' dashboard reads beside the list's snapshot (list-snapshot.ts): the chat's
// open questions, the outbox's health and the address search, each through an index, so a
// long list costs the dashboard a few rows, not the list.
import type { Database } from "./database";

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

/** How many of the newest addresses a search looks through before it uses the index. */
const newestLookedAt = 5000;

/** The dashboard's queries on an open store (`store.db`). */
export function dashboardQueries(db: Database) {
  return {
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
        `UPDATE questions
          SET handled_at = ?
          WHERE handled_at IS NULL AND lower(trim(question)) = lower(trim(?))`,
        [now, question],
      );
    },

    async outboxHealth(limit: number): Promise<OutboxHealth> {
      const [pending] = await db.all(
        `SELECT COUNT(*) AS n
          FROM outbox
          WHERE delivered_at IS NULL AND failed_at IS NULL`,
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
        `UPDATE outbox
          SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_until = NULL
          WHERE id = ? AND failed_at IS NOT NULL`,
        [now, id],
      );
      return changed === 1;
    },

    /**
     * Addresses containing `text` (lower case), newest first. The newest addresses are looked
     * through first, which finds a common piece of text at once; a rarer one (three
     * characters or more) is looked up in the trigram index, and only its matches are sorted.
     */
    async searchAddresses(text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const newest = await db.all(
        `SELECT email FROM (
           SELECT email, created_at FROM signups
           ORDER BY created_at DESC, email DESC
           LIMIT ?
         ) recent
         WHERE lower(email) LIKE ? ESCAPE '\\'
         ORDER BY created_at DESC, email
         LIMIT ?`,
        [newestLookedAt, pattern, limit],
      );
      if (newest.length === limit || [...text].length < 3)
        return newest.map((row) => String(row.email));
      // SQLite's trigram index answers LIKE only without ESCAPE: the text's own % and _ then
      // match more than they say, and instr keeps only the addresses that contain the text.
      const rows =
        db.engine === "sqlite"
          ? await db.all(
              `SELECT s.email FROM signup_search f
               JOIN signups s ON s.rowid = f.rowid
               WHERE f.email LIKE ? AND instr(lower(s.email), ?) > 0
               ORDER BY s.created_at DESC, s.email
               LIMIT ?`,
              [`%${text}%`, text, limit],
            )
          : await db.all(
              `SELECT email FROM signups
               WHERE lower(email) LIKE ? ESCAPE '\\'
               ORDER BY created_at DESC, email
               LIMIT ?`,
              [pattern, limit],
            );
      return rows.map((row) => String(row.email));
    },
  };
}
