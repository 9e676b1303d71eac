import type { LaunchListMode } from "./launch-list-mode";
import { buildMailto } from "./mailto";
import { EmailSchema } from "./newsletter";

/** Longest question the brand stores, in characters (an emoji counts as one). */
export const QUESTION_MAX_LENGTH = 500;

/**
 * Where a question goes, like a sign-up: the launch list's server (`POST /api/questions`),
 * or, on a static host with no server (`site.launchListMode` "mailto"), the visitor's mail app.
 */
export type QuestionRoute = LaunchListMode;

/** A question ready to send, or what is wrong with the form. */
export type QuestionCheck =
  | { ok: true; question: string; email?: string }
  | { ok: false; field: "question"; problem: "empty" | "too-long" }
  | { ok: false; field: "email"; problem: "invalid" };

/** Checks the offer's form: a question of 1-500 characters and, if given, a usable email. */
export function checkQuestion(question: string, email: string): QuestionCheck {
  const text = question.trim();
  if (text === "") return { ok: false, field: "question", problem: "empty" };
  if ([...text].length > QUESTION_MAX_LENGTH)
    return { ok: false, field: "question", problem: "too-long" };
  const address = email.trim();
  if (address === "") return { ok: true, question: text };
  if (!EmailSchema.safeParse(address).success)
    return { ok: false, field: "email", problem: "invalid" };
  return { ok: true, question: text, email: address };
}

/** The mail the visitor's app opens with on a static host: the question and a reply-to. */
export function questionMailto(
  to: string,
  subject: string,
  question: { question: string; email?: string },
): string {
  const replyTo = question.email ? `\n\nReply to: ${question.email}` : "";
  return buildMailto({ to, subject, body: `${question.question}${replyTo}` });
}

/** How posting a question ended. */
export type QuestionResult =
  | { kind: "stored" }
  /** The server refused the input (4xx) and said why. */
  | { kind: "refused"; error: string }
  /** Network down, server error, or no server at all. */
  | { kind: "failed" };

/** Posts a question to the launch list's server; never throws. */
export async function postQuestion(
  { question, email }: { question: string; email?: string },
  fetcher: typeof fetch = fetch,
): Promise<QuestionResult> {
  try {
    const response = await fetcher("/api/questions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(email ? { question, email } : { question }),
    });
    if (response.ok) return { kind: "stored" };
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 404
    ) {
      const body: unknown = await response.json().catch(() => null);
      const error =
        body &&
        typeof body === "object" &&
        "error" in body &&
        typeof body.error === "string"
          ? body.error
          : undefined;
      if (error) return { kind: "refused", error };
    }
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
