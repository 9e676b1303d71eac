// Signed links in mails: a token names a subscriber (their referral code) and an expiry, and
// carries an HMAC-SHA256 with SIGNUP_SECRET over both and the link's purpose, so nobody can make
// one for another address, turn an unsubscribe link into a confirmation, or stretch its life.
import { createHmac, timingSafeEqual } from "node:crypto";

type LinkPurpose = "confirm" | "unsubscribe";
type LinkCheck =
  { ok: true; id: string } | { ok: false; problem: "tampered" | "expired" };

/** How long a confirmation link works: 48 hours. Unsubscribe links never expire. */
export const confirmLinkLifetimeMs = 48 * 60 * 60 * 1000;

/** @param expires seconds since the epoch; 0 for never */
function mac(
  secret: string,
  purpose: LinkPurpose,
  id: string,
  expires: number,
) {
  return createHmac("sha256", secret)
    .update(`${purpose}\n${id}\n${expires}`)
    .digest("base64url");
}

/**
 * The token for a link: `id.expires.mac`, URL-safe as it is.
 * @param expiresAt null: the link never expires
 */
export function signLink(
  secret: string,
  purpose: LinkPurpose,
  id: string,
  expiresAt: Date | null,
) {
  const expires = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
  return `${id}.${expires}.${mac(secret, purpose, id, expires)}`;
}

/** Checks a token from a link against its purpose and the time. */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: unknown,
  now: Date,
): LinkCheck {
  const parts = typeof token === "string" ? token.split(".") : [];
  const [id = "", expiresText = "", signature = ""] = parts;
  if (
    parts.length !== 3 ||
    !/^[a-z0-9]{1,32}$/.test(id) ||
    !/^\d{1,12}$/.test(expiresText)
  )
    return { ok: false, problem: "tampered" };
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(secret, purpose, id, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: "tampered" };
  if (expires !== 0 && expires * 1000 < now.getTime())
    return { ok: false, problem: "expired" };
  return { ok: true, id };
}
