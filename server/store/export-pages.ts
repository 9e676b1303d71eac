// The list page by page in the export's order (oldest first, then by address), each row with
// its place as last counted: the CSV export reads one page at a time, so it holds one page in
// memory however long the list.
import type { Database } from "./database";
import { toSignup, type Signup } from "./index";

/** A signup as the export shows it: the row and its place. */
export type ExportRow = Signup & {
  /** null when the address had no place at the last count */
  position: number | null;
  referralCount: number;
};

const pageQuery = (after: boolean) => `
  SELECT s.email, s.created_at, s.source, s.consent_version, s.status, s.confirmed_at,
    s.unsubscribed_at, s.referral_code, s.referred_by, s.utm_source, s.utm_medium,
    s.utm_campaign, s.sends, s.last_sent_at, p.position, p.referral_count
  FROM signups s
  LEFT JOIN places.queue_places p ON p.email = s.email
  ${after ? "WHERE (s.created_at, s.email) > (?, ?)" : ""}
  ORDER BY s.created_at, s.email
  LIMIT ?`;

function toExportRow(row: Record<string, unknown>): ExportRow {
  return {
    ...toSignup(row),
    position: row.position == null ? null : Number(row.position),
    referralCount: Number(row.referral_count ?? 0),
  };
}

/**
 * The list's rows a page at a time (keyset pagination on the creation index): a row written
 * during the export shows up if its place in the order is still ahead.
 */
export async function* exportPages(
  db: Database,
  pageSize = 2000,
): AsyncGenerator<ExportRow[]> {
  let last: ExportRow | undefined;
  for (;;) {
    const rows = await db.all(
      pageQuery(last !== undefined),
      last ? [last.createdAt, last.email, pageSize] : [pageSize],
    );
    if (rows.length === 0) return;
    const page = rows.map(toExportRow);
    yield page;
    last = page[page.length - 1];
    if (rows.length < pageSize) return;
  }
}
