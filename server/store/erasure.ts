// An erasure request: the address leaves every table that held it, in one transaction. What
// must outlive it keeps no address: a suppression (a mail server refused the address for good)
// stays as a keyed hash, so the address is not mailed again if it signs up again; the audit
// log's entries name it masked.
import { createHmac } from "node:crypto";
import type { Database, Statement } from "./database";
import { listChanged } from "./list-snapshot";

/** What an erased address's suppression is kept as: an HMAC-SHA256 of it, never the address. */
export function suppressionHash(key: string, email: string) {
  return `hmac-sha256:${createHmac("sha256", key).update(email).digest("hex")}`;
}

/** Every mention of `email` in `text`, whatever its case, replaced by `masked`. */
export function maskWithin(text: string, email: string, masked: string) {
  const lower = text.toLowerCase();
  const needle = email.toLowerCase();
  let result = "";
  let from = 0;
  for (
    let at = lower.indexOf(needle);
    at >= 0;
    at = lower.indexOf(needle, from)
  ) {
    result += text.slice(from, at) + masked;
    from = at + needle.length;
  }
  return result + text.slice(from);
}

/** A LIKE pattern matching text that mentions `email` (compared in lower case). */
const mentioning = (email: string) =>
  `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const mentions = (column: string) => `lower(${column}) LIKE ? ESCAPE '\\'`;

// A recipient is found through the primary key (broadcast_id, email), one broadcast at a time.
const recipientOf = `broadcast_id IN (SELECT id FROM broadcasts) AND email = ?`;

export interface ErasureOptions {
  /** how the address is named where a record must stay (the audit log, a suppression's reason) */
  masked: string;
  /** the key a suppression is hashed with (SIGNUP_SECRET); without one it is deleted */
  suppressionKey: string | undefined;
}

/**
 * Erases `email` from the list and everything kept about it: its signup (and the search index
 * with it), its queued mails and webhooks, its rows as a broadcast's recipient (one not yet
 * mailed counts as skipped), its chat questions (those it left its address on or that mention
 * it) and its mentions in the audit log, masked. Its place in the snapshot is the snapshot's
 * to forget (list-snapshot.ts).
 * @returns whether the address was on the list
 */
export async function eraseAddress(
  db: Database,
  email: string,
  { masked, suppressionKey }: ErasureOptions,
) {
  const [row] = await db.all("SELECT 1 AS x FROM signups WHERE email = ?", [
    email,
  ]);
  const [suppression] = await db.all(
    "SELECT reason FROM suppressions WHERE email = ?",
    [email],
  );
  const audited = await db.all(
    `SELECT id, object FROM audit_log WHERE ${mentions("object")}`,
    [mentioning(email)],
  );
  const keepSuppression: Statement[] =
    suppression && suppressionKey
      ? [
          {
            sql: `INSERT INTO suppressions (email, reason, created_at)
                  SELECT ?, ?, created_at FROM suppressions WHERE email = ?
                  ON CONFLICT (email) DO NOTHING`,
            args: [
              suppressionHash(suppressionKey, email),
              maskWithin(String(suppression.reason), email, masked),
              email,
            ],
          },
        ]
      : [];
  await db.batch([
    {
      sql: `INSERT INTO broadcast_counts (broadcast_id, shard, skipped_count)
            SELECT broadcast_id, 0, 1 FROM broadcast_recipients
            WHERE ${recipientOf} AND state IN ('pending', 'sending')
            ON CONFLICT (broadcast_id, shard)
            DO UPDATE SET skipped_count = broadcast_counts.skipped_count + excluded.skipped_count`,
      args: [email],
    },
    {
      sql: `DELETE FROM broadcast_recipients WHERE ${recipientOf}`,
      args: [email],
    },
    ...keepSuppression,
    { sql: "DELETE FROM suppressions WHERE email = ?", args: [email] },
    {
      sql: `DELETE FROM questions WHERE email = ? OR ${mentions("question")}`,
      args: [email, mentioning(email)],
    },
    ...audited.map((entry) => ({
      sql: "UPDATE audit_log SET object = ? WHERE id = ?",
      args: [maskWithin(String(entry.object), email, masked), String(entry.id)],
    })),
    { sql: "DELETE FROM outbox WHERE subscriber = ?", args: [email] },
    { sql: "DELETE FROM mail_events WHERE email = ?", args: [email] },
    { sql: "DELETE FROM signups WHERE email = ?", args: [email] },
    listChanged,
  ]);
  return row !== undefined;
}

/**
 * Statements that turn the hashed suppressions of addresses signing up again back into plain
 * ones, so every check of the list sees them suppressed as before they were erased.
 */
export function restoreSuppressions(
  emails: string[],
  suppressionKey: string | undefined,
): Statement[] {
  if (!suppressionKey || emails.length === 0) return [];
  const pairs = emails.map((email) => [
    suppressionHash(suppressionKey, email),
    email,
  ]);
  const hashes = pairs.map(([hash]) => hash as string);
  const among = hashes.map(() => "?").join(", ");
  return [
    {
      sql: `INSERT INTO suppressions (email, reason, created_at)
            SELECT CASE email ${pairs.map(() => "WHEN ? THEN ?").join(" ")} END, reason, created_at
            FROM suppressions WHERE email IN (${among})
            ON CONFLICT (email) DO NOTHING`,
      args: [...pairs.flat(), ...hashes],
    },
    { sql: `DELETE FROM suppressions WHERE email IN (${among})`, args: hashes },
  ];
}
