// Every refusal of the API by its code, with its status, in one table: the launch list's
// (worded by the build's signup copy, refuse.ts) and the owners' (worded by
// app/content/dashboard.ts, owners/admin-api.ts). A thrown error, a schema's validation
// failure included, becomes a code here first.
import type { OwnerProblem } from "../../app/content/dashboard";

export type Problem =
  | "empty"
  | "invalid"
  | "disposable"
  | "bad-request"
  | "too-large"
  | "unsupported-media-type"
  | "cross-site"
  | "rate-limited"
  | "not-found"
  | "method-not-allowed"
  | "unsigned"
  | "replayed"
  | "failed";

export const problemStatus: Record<Problem | OwnerProblem, number> = {
  empty: 422,
  invalid: 422,
  disposable: 422,
  "bad-request": 400,
  "too-large": 413,
  "unsupported-media-type": 415,
  "cross-site": 403,
  "rate-limited": 429,
  "not-found": 404,
  "method-not-allowed": 405,
  unsigned: 401,
  replayed: 409,
  failed: 503,
  unauthorized: 401,
  "invite-invalid": 410,
  "passkey-failed": 400,
  "passkey-cancelled": 400,
  "step-up-needed": 403,
  "last-passkey": 409,
  "invalid-name": 422,
  "confirm-mismatch": 422,
  "invalid-email": 422,
  "not-on-list": 404,
  "not-failed": 409,
  "invalid-time-zone": 400,
  "invalid-range": 400,
  "invalid-wave": 422,
  "invalid-draft": 422,
  "invalid-rate": 422,
  "invalid-time": 422,
  "mail-off": 409,
  "broadcast-refused": 409,
};

// Fastify's own errors for bodies it cannot read, as the problems they are.
const parserProblems: Record<string, Problem & OwnerProblem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "too-large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported-media-type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad-request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad-request",
  FST_ERR_CTP_INVALID_JSON_BODY: "bad-request",
};

/**
 * The problem a thrown error stands for, in either scope: a body that cannot be read, a
 * schema's refusal (400), a rate limit, or a failure of the server's own.
 */
export function problemOfError(error: {
  code?: string;
  statusCode?: number;
}): Problem & OwnerProblem {
  if (error.statusCode === 429) return "rate-limited";
  const parserProblem = parserProblems[error.code ?? ""];
  if (parserProblem) return parserProblem;
  return error.statusCode && error.statusCode < 500 ? "bad-request" : "failed";
}
