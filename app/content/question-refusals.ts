// What `POST /api/questions` says when it refuses a question: the `error` of its JSON answer,
// which the chat shows as it is.
import type { QuestionProblem } from "../lib/question-rules";

export const questionRefusals: Record<QuestionProblem | "bad-request", string> =
  {
    empty: "Write the question first.",
    "too-long": "Keep the question under 500 characters.",
    "invalid-email": "That email doesn't look right. Fix it or leave it empty.",
    "bad-request":
      "That wasn't a question we can read. Ask it in the chat and try again.",
  };
