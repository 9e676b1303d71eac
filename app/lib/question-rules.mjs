// @ts-check
// The rules for a question passed on from the chat, shared by the browser (before it posts)
// and the server (which never trusts the browser). Plain JavaScript, like signup-rules.mjs.
import { checkEmail } from "./signup-rules.mjs";

/** Where the chat posts a question it could not answer. */
export const questionsEndpoint = "/api/questions";

/** Longest question the brand stores, in characters (an emoji counts as one). */
export const maxQuestionLength = 500;

/**
 * @typedef {"empty" | "too-long" | "invalid-email"} QuestionProblem what a visitor can fix
 * @typedef {{ ok: true, question: string, email?: string }
 *   | { ok: false, problem: QuestionProblem }} QuestionCheck
 */

/**
 * Checks a question and an optional reply address: the question trimmed, 1-500 characters;
 * the address, when there is one, by the signup rules (and normalised the same way).
 * @param {string} question
 * @param {string} email
 * @returns {QuestionCheck}
 */
export function checkQuestion(question, email) {
  const text = question.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if ([...text].length > maxQuestionLength)
    return { ok: false, problem: "too-long" };
  const address = checkEmail(email);
  if (address.kind === "empty") return { ok: true, question: text };
  if (address.kind === "invalid")
    return { ok: false, problem: "invalid-email" };
  return { ok: true, question: text, email: address.email };
}

/**
 * Reads a parsed JSON body: `question` must be a string, `email` a string when present.
 * @param {unknown} body
 * @returns {QuestionCheck | { ok: false, problem: "bad-request" }}
 */
export function readQuestionRequest(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, problem: "bad-request" };
  const { question, email } = /** @type {Record<string, unknown>} */ (body);
  if (
    typeof question !== "string" ||
    !(email === undefined || typeof email === "string")
  )
    return { ok: false, problem: "bad-request" };
  return checkQuestion(question, email ?? "");
}
