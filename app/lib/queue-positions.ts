// The referral queue: who stands where on the launch list. One pure rule, shared by the server
// (the confirmation page) and the export.

/** Places a subscriber moves up for each friend who signs up with their link and confirms. */
export const placesPerReferral = 5;

export interface Subscriber {
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  /** ISO 8601 UTC; the base order */
  confirmedAt: string | null;
  referralCode: string | null;
  /** the referral code of the link they came with */
  referredBy: string | null;
}
type Place = { position: number; referralCount: number };

/**
 * Every confirmed subscriber's place in the queue (1 is first) and confirmed referrals.
 * The base order is the order of confirmation (the address breaks ties). Each confirmed
 * referral takes the referrer 5 places up that base order; when two land on the same score,
 * the one with more referrals goes first, then the earlier confirmation. A referral counts only
 * when the friend is confirmed and is not the referrer; pending and unsubscribed addresses have
 * no place and credit nobody.
 * @returns by address; addresses without a place are absent
 */
export function queuePositions(
  subscribers: readonly Subscriber[],
): Map<string, Place> {
  const confirmed = subscribers
    .filter((s) => s.status === "confirmed")
    .sort(
      (a, b) =>
        (a.confirmedAt ?? "").localeCompare(b.confirmedAt ?? "") ||
        a.email.localeCompare(b.email),
    );

  const referrerByCode: Map<string, string> = new Map();
  for (const s of confirmed)
    if (s.referralCode) referrerByCode.set(s.referralCode, s.email);

  const referrals: Map<string, number> = new Map();
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
