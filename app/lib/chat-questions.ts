import type { LaunchListMode } from "./launch-list-mode";
import { buildMailto } from "./mailto";
import { questionsEndpoint } from "./question-rules";

/**
 * Where a question goes, like a signup: the launch list's server (`POST /api/questions`),
 * or, on a static host with no server (`site.launchListMode` "mailto"), the visitor's mail app.
 */
export type QuestionRoute = LaunchListMode;

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

/** Posts a question to the launch list's server (`POST /api/questions`); never throws. */
export async function postQuestion(
  { question, email }: { question: string; email?: string },
  fetcher: typeof fetch = fetch,
): Promise<QuestionResult> {
  try {
    const response = await fetcher(questionsEndpoint, {
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
