// @ts-check
// What `POST /api/questions` says when it refuses a question: the `error` of its JSON answer,
// which the chat shows as it is. Plain JavaScript, so the server reads it without a build.

/** @type {Record<import("../lib/question-rules.mjs").QuestionProblem | "bad-request", string>} */
export const questionRefusals = {
  empty: "Write the question first.",
  "too-long": "Keep the question under 500 characters.",
  "invalid-email": "That email doesn't look right. Fix it or leave it empty.",
  "bad-request":
    "That wasn't a question we can read. Ask it in the chat and try again.",
};
