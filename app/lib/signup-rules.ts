// The rules for a newsletter signup, shared by the browser (before it posts) and the server
// (which never trusts the browser).
import { honeypotField, signupSources, type SignupSource } from "./signup-form";

/** The longest address a mail server has to accept (RFC 5321's path limit less its brackets). */
export const maxEmailLength = 254;

// The HTML standard's "valid email address", the syntax browsers check for input[type=email].
const validEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// C0 and C1 control characters, DEL included: they have no place in an address.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// Browsers strip only ASCII whitespace from an email field's value.
const asciiWhitespaceAtEnds = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

type EmailCheck =
  { kind: "empty" } | { kind: "invalid" } | { kind: "valid"; email: string };

/**
 * Checks what a visitor typed: trimmed, at most 254 characters, no control characters, the HTML
 * email syntax. A valid address comes back with its domain lower-cased and its local part (a
 * `+tag` included) exactly as typed, so the same inbox is stored once.
 */
export function checkEmail(input: string): EmailCheck {
  const trimmed = input.replace(asciiWhitespaceAtEnds, "");
  if (trimmed === "") return { kind: "empty" };
  if (
    trimmed.length > maxEmailLength ||
    controlCharacter.test(trimmed) ||
    !validEmail.test(trimmed)
  )
    return { kind: "invalid" };
  const at = trimmed.lastIndexOf("@");
  return {
    kind: "valid",
    email: `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`,
  };
}

type SignupRequest =
  | { kind: "bad-request" }
  | { kind: "empty"; typed: string; source: SignupSource }
  | { kind: "invalid"; typed: string; source: SignupSource }
  | { kind: "honeypot" }
  | { kind: "valid"; email: string; source: SignupSource };

/**
 * Reads a parsed form or JSON body: `email` and `source` must be strings (a repeated form
 * field or a JSON number is not), `source` one of the known forms. `typed` keeps what the
 * visitor entered so an error page can give it back.
 */
export function readSignupRequest(body: unknown): SignupRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { kind: "bad-request" };
  const fields = body as Record<string, unknown>;
  const { email, source } = fields;
  const trap = fields[honeypotField];
  if (typeof email !== "string" || typeof source !== "string")
    return { kind: "bad-request" };
  const known = signupSources.find((name) => name === source);
  if (known === undefined) return { kind: "bad-request" };
  if (trap !== undefined && trap !== "") return { kind: "honeypot" };
  const check = checkEmail(email);
  if (check.kind === "valid")
    return { kind: "valid", email: check.email, source: known };
  return { kind: check.kind, typed: email, source: known };
}
