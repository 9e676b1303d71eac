// Secrets the owners' side hands out (invite tokens, session ids) and how they are kept: 256
// random bits in the link or cookie, only their SHA-256 in the database.
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: 43 characters. */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token, session id or challenge. */
export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** A token as newToken() makes it; anything else is refused before any lookup. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
