// The rules for a question passed on from the chat, shared by the browser (before it posts)
// and the server (which never trusts the browser).
import { checkEmail } from "./signup-rules";

/** Where the chat posts a question it could not answer. */
export const questionsEndpoint = "/api/questions";

/** Longest question the brand stores, in characters (an emoji counts as one). */
export const maxQuestionLength = 500;

export type QuestionProblem = "empty" | "too-long" | "invalid-email";

export type QuestionCheck =
  | { ok: true; question: string; email?: string }
  | { ok: false; problem: QuestionProblem };

/**
 * Checks a question and an optional reply address: the question trimmed, 1-500 characters;
 * the address, when there is one, by the signup rules (and normalised the same way).
 */
export function checkQuestion(question: string, email: string): QuestionCheck {
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
 */
export function readQuestionRequest(
  body: unknown,
): QuestionCheck | { ok: false; problem: "bad-request" } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, problem: "bad-request" };
  const { question, email } = body as Record<string, unknown>;
  if (
    typeof question !== "string" ||
    !(email === undefined || typeof email === "string")
  )
    return { ok: false, problem: "bad-request" };
  return checkQuestion(question, email ?? "");
}
