// @ts-check
// The referral queue: who stands where on the launch list. One pure rule, shared by the server
// (the confirmation page) and the export.

/** Places a subscriber moves up for each friend who signs up with their link and confirms. */
export const placesPerReferral = 5;

/**
 * @typedef {object} Subscriber
 * @property {string} email
 * @property {"pending" | "confirmed" | "unsubscribed"} status
 * @property {string | null} confirmedAt ISO 8601 UTC; the base order
 * @property {string | null} referralCode
 * @property {string | null} referredBy the referral code of the link they came with
 */
/** @typedef {{ position: number, referralCount: number }} Place */

/**
 * Every confirmed subscriber's place in the queue (1 is first) and confirmed referrals.
 * The base order is the order of confirmation (the address breaks ties). Each confirmed
 * referral takes the referrer 5 places up that base order; when two land on the same score,
 * the one with more referrals goes first, then the earlier confirmation. A referral counts only
 * when the friend is confirmed and is not the referrer; pending and unsubscribed addresses have
 * no place and credit nobody.
 * @param {readonly Subscriber[]} subscribers
 * @returns {Map<string, Place>} by address; addresses without a place are absent
 */
export function queuePositions(subscribers) {
  const confirmed = subscribers
    .filter((s) => s.status === "confirmed")
    .sort(
      (a, b) =>
        (a.confirmedAt ?? "").localeCompare(b.confirmedAt ?? "") ||
        a.email.localeCompare(b.email),
    );
  /** @type {Map<string, string>} */
  const referrerByCode = new Map();
  for (const s of confirmed)
    if (s.referralCode) referrerByCode.set(s.referralCode, s.email);

  /** @type {Map<string, number>} */
  const referrals = new Map();
  for (const friend of confirmed) {
    const referrer = friend.referredBy
      ? referrerByCode.get(friend.referredBy)
      : undefined;
    if (referrer === undefined || referrer === friend.email) continue;
    referrals.set(referrer, (referrals.get(referrer) ?? 0) + 1);
  }

  const ranked = confirmed
    .map((s, base) => {
      const count = referrals.get(s.email) ?? 0;
      return {
        email: s.email,
        base,
        count,
        score: base - placesPerReferral * count,
      };
    })
    .sort((a, b) => a.score - b.score || b.count - a.count || a.base - b.base);
  return new Map(
    ranked.map((r, index) => [
      r.email,
      { position: index + 1, referralCount: r.count },
    ]),
  );
}
