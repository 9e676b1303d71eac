// The questions visitors pass on from the chat, in their own table of the launch-list store
// (migration 002). Stored: the question, an optional reply address and the time; no IP.
import { randomUUID } from "node:crypto";
import type { Database } from "./database";

/**
 * One question for the brand.
 */
interface Question {
  /** 1-500 characters, trimmed */
  question: string;
  /** where the visitor wants the answer, if anywhere */
  email: string | undefined;
  /** ISO 8601 UTC */
  createdAt: string;
}

/** The questions table of an open store (`store.db`). */
export function questionsTable(db: Database) {
  return {
    async add({ question, email, createdAt }: Question) {
      await db.run(
        "INSERT INTO questions (id, question, email, created_at) VALUES (?, ?, ?, ?)",
        [randomUUID(), question, email ?? null, createdAt],
      );
    },
    /** @returns oldest first */
    async list(): Promise<Question[]> {
      const rows = await db.all(
        "SELECT question, email, created_at FROM questions ORDER BY created_at, id",
      );
      return rows.map((row) => ({
        question: String(row.question),
        email: row.email === null ? undefined : String(row.email),
        createdAt: String(row.created_at),
      }));
    },
  };
}
