// The list page by page in the export's order (oldest first, then by address), each row with
// its place as last counted: the CSV export reads one page at a time, so it holds one page in
// memory however long the list. Rows come as arrays of the export's columns in its order,
// values as text: a million rows cost the engine's reading, not an object per row.
import type { Database } from "./database";

/** The export's columns, in order; `ref` is the code of the link the subscriber came by. */
export const exportColumns = [
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
] as const;

/** One row: a value per column of `exportColumns`, "" for none. */
export type ExportRow = string[];

const pageQuery = (after: boolean) => `
  SELECT s.email, s.created_at, s.source, s.consent_version, s.status, s.confirmed_at,
    s.unsubscribed_at, p.position, s.referral_code, p.referral_count, s.utm_source,
    s.utm_medium, s.utm_campaign, s.referred_by
  FROM signups s
  LEFT JOIN places.queue_places p ON p.email = s.email
  ${after ? "WHERE (s.created_at, s.email) > (?, ?)" : ""}
  ORDER BY s.created_at, s.email
  LIMIT ?`;

const text = (value: unknown) =>
  value === null || value === undefined ? "" : String(value);

/**
 * The list's rows a page at a time (keyset pagination on the creation index): a row written
 * during the export shows up if its place in the order is still ahead. The next page is
 * read while the caller writes this one, so the database and the writing overlap.
 */
export async function* exportPages(
  db: Database,
  pageSize = 1000,
): AsyncGenerator<ExportRow[]> {
  const read = (after?: ExportRow) => {
    const rows = db.values(
      pageQuery(after !== undefined),
      after ? [after[1] ?? "", after[0] ?? "", pageSize] : [pageSize],
    );
    // A reader that stops early (a download cut off) leaves the page read ahead unawaited:
    // its failure, if any, is nobody's to hear.
    rows.catch(() => {});
    return rows;
  };
  let next: Promise<unknown[][]> | null = read();
  while (next) {
    const rows: unknown[][] = await next;
    if (rows.length === 0) return;
    const page = rows.map((row) => row.map(text));
    next = rows.length === pageSize ? read(page[page.length - 1]) : null;
    yield page;
  }
}
