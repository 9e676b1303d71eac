// A visitor is the same for one UTC day and nowhere else: an HMAC of its address, user agent
// and the site's host, keyed with that day's random salt (visit_salts). Neither input is
// stored, and once the salt is deleted no id of its day can be made again.
import { createHmac } from "node:crypto";

/** The UTC day of a moment, YYYY-MM-DD: whose salt keys its visitors. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC hour of a moment, YYYY-MM-DDTHH: what the counts are kept by. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/** How long a day's salt and visitors outlive the day. */
export const saltKeptMs = 48 * 60 * 60 * 1000;

/**
 * The first day whose salt is still kept at `now`: a day's salt goes 48 hours after the day
 * ends, so at any moment today's and the two days before it remain.
 */
export function oldestKeptDay(now: Date) {
  return dayOf(new Date(now.getTime() - saltKeptMs));
}

/** The keyed hash of some text under a salt, base64url: 22 characters, 128 bits. */
export function keyedHash(salt: string, text: string) {
  return createHmac("sha256", salt)
    .update(text)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** A visitor's id for the day of `salt`. */
export function visitorId(
  salt: string,
  {
    address,
    userAgent,
    host,
  }: { address: string; userAgent: string; host: string },
) {
  return keyedHash(salt, `${address}\n${userAgent}\n${host.toLowerCase()}`);
}
