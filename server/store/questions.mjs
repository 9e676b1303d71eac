// @ts-check
// The questions visitors pass on from the chat, in their own table of the launch-list store
// (migration 002). Stored: the question, an optional reply address and the time; no IP.
import { randomUUID } from "node:crypto";

/** @typedef {import("./index.mjs").Database} Database */

/**
 * One question for the brand.
 * @typedef {object} Question
 * @property {string} question 1-500 characters, trimmed
 * @property {string | undefined} email where the visitor wants the answer, if anywhere
 * @property {string} createdAt ISO 8601 UTC
 */

/**
 * The questions table of an open store (`store.db`).
 * @param {Database} db
 */
export function questionsTable(db) {
  return {
    /** @param {Question} question */
    async add({ question, email, createdAt }) {
      await db.run(
        "INSERT INTO questions (id, question, email, created_at) VALUES (?, ?, ?, ?)",
        [randomUUID(), question, email ?? null, createdAt],
      );
    },
    /** @returns {Promise<Question[]>} oldest first */
    async list() {
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
