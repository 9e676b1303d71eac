// The launch list as CSV, one row per address with its place in the queue: what
// `npm run signups -- export` prints and the dashboard's download holds.
import { queuePositions } from "../app/lib/queue-positions";
import { toCsv } from "./csv";
import type { Store } from "./store/index";

export const exportHeader = [
  "email",
  "created_at",
  "source",
  "consent_version",
  "status",
  "confirmed_at",
  "unsubscribed_at",
  "position",
  "referral_code",
  "referral_count",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
];

/** The whole list as CSV text, oldest first, and how many rows it holds. */
export async function exportList(store: Store) {
  const signups = await store.listSignups();
  const places = queuePositions(signups);
  const rows = signups.map((s) => {
    const place = places.get(s.email);
    return [
      s.email,
      s.createdAt,
      s.source,
      s.consentVersion,
      s.status,
      s.confirmedAt ?? "",
      s.unsubscribedAt ?? "",
      place ? String(place.position) : "",
      s.referralCode ?? "",
      place ? String(place.referralCount) : "",
      s.utmSource ?? "",
      s.utmMedium ?? "",
      s.utmCampaign ?? "",
      s.referredBy ?? "",
    ];
  });
  return { csv: toCsv(exportHeader, rows), rows: rows.length };
}
