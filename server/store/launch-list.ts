// The launch list's SQL: the signups table (a signup, the changes a confirmation, a resent mail
// and an unsubscribe make, the rows from before a migration, the export's pages) and the
// questions visitors pass on from the chat (migration 002: the question, an optional reply
// address and the time; no IP).
// The rules that call it are server/launch-list/list-rules.ts's.
import { randomFillSync, randomUUID } from "node:crypto";
import { emailOrderKey } from "../../app/lib/queue-order";
import type { Attribution } from "../../app/lib/attribution";
import { textOrNull, type Database, type Statement } from "./database";
import { maskAddress } from "../dashboard/mask-address";
import { eraseAddress, restoreSuppressions } from "./erasure";
import { groupCommit } from "./group-commit";
import { listChanged, pendingAdded, type ListSnapshot } from "./list-snapshot";
import { enqueue, type OutboxEvent } from "./mail";

export type SignupStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * What a new signup brings.
 */
export interface NewSignup {
  /** normalised (see app/lib/signup-rules.ts) */
  email: string;
  /** ISO 8601 UTC */
  createdAt: string;
  /** the form: "home" or "news" */
  source: string;
  /** the consent line's version the visitor saw */
  consentVersion: string;
  /** "confirmed" (the default) or "pending" (waiting for the mail) */
  status?: SignupStatus;
  /** from newReferralCode(); a new one when left out */
  referralCode?: string;
  /** `ref` is kept only when it names a subscriber */
  attribution?: Partial<Attribution>;
  /** confirmation mails queued with this signup */
  sends?: number;
  /** the visit it came from; "direct" with nothing known when left out */
  visit?: FirstTouch;
}

/**
 * The first touch of the visit a signup came from (server/visits/): the source it counts for
 * (a referred signup takes its referrer's), its medium, campaign, landing page and referring
 * domain, "" for none.
 */
export interface FirstTouch {
  source: string;
  medium: string;
  campaign: string;
  landing: string;
  referrer: string;
}

const noTouch: FirstTouch = {
  source: "direct",
  medium: "",
  campaign: "",
  landing: "",
  referrer: "",
};

/**
 * One address on the launch list, as stored.
 */
export interface Signup {
  email: string;
  createdAt: string;
  source: string;
  consentVersion: string;
  status: SignupStatus;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  referralCode: string | null;
  referredBy: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** confirmation mails queued so far */
  sends: number;
  lastSentAt: string | null;
  /** null for a row from before visits were counted (migration 012) */
  visit: FirstTouch | null;
}

/**
 * A change to one row with the events it causes, written in one transaction. The events are
 * queued only when `guard` (an SQL condition on signups) holds after the change, so an event
 * stands for a change that happened.
 */
export interface Change {
  change: Statement;
  guard: Statement;
  events: OutboxEvent[];
  /** what the change adds to the funnel's confirmed subscribers: 1, -1 or 0 */
  tally?: number;
}

const codeAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
const codeLength = 10;
// Random bytes drawn a few kilobytes at a time: one call into the system's generator per
// signup was a tenth of the server's time under load.
const entropy = Buffer.alloc(4096);
let entropyUsed = entropy.length;

/** A short random referral code: 10 characters of [a-z0-9], about 51 bits. */
export function newReferralCode() {
  if (entropyUsed + codeLength > entropy.length) {
    randomFillSync(entropy);
    entropyUsed = 0;
  }
  let code = "";
  for (let i = 0; i < codeLength; i++)
    code += codeAlphabet[(entropy[entropyUsed++] as number) % 36];
  return code;
}

const signupColumns =
  "email, created_at, source, consent_version, status, confirmed_at, unsubscribed_at, referral_code, referred_by, utm_source, utm_medium, utm_campaign, sends, last_sent_at, visit_source, visit_medium, visit_campaign, visit_landing, visit_referrer";
const insertColumns = `${signupColumns}, email_order`;

const touchArgs = (t: FirstTouch) => [
  t.source,
  t.medium,
  t.campaign,
  t.landing,
  t.referrer,
];

/** The funnel's counters (migration 012) are kept per signup hour and first touch. */
const funnelKeys = "hour, source, campaign, landing, referred";
const funnelKeyOf =
  "substr(created_at, 1, 13), visit_source, visit_campaign, visit_landing, CASE WHEN referred_by IS NULL THEN 0 ELSE 1 END";

/** Adds `delta` to the confirmed count of the funnel's row of the signups `guard` matches. */
function tallyConfirmed(delta: number, guard: Statement): Statement {
  return {
    sql: `UPDATE funnel_signups SET confirmed = confirmed + ?
      WHERE (${funnelKeys}) IN (SELECT ${funnelKeyOf} FROM signups WHERE ${guard.sql})`,
    args: [delta, ...(guard.args ?? [])],
  };
}

/** Rows per INSERT: far below both engines' limits on placeholders in one statement. */
const rowsPerInsert = 500;

/**
 * The statements that add new signups and queue their events: many rows to an INSERT, so a
 * batch of a busy second is a few statements for the engine to prepare rather than hundreds.
 * Each row looks its referrer up in the same statement (an unknown code is stored as NULL);
 * each event is queued only when its row was inserted (its fresh referral code is there).
 */
export function insertSignups(
  items: { signup: NewSignup; events: OutboxEvent[] }[],
): Statement[] {
  const rows = items.map(({ signup: s, events }) => {
    const code = s.referralCode ?? newReferralCode();
    const status = s.status ?? "confirmed";
    const a = s.attribution ?? {};
    const sends = s.sends ?? 0;
    return {
      args: [
        s.email,
        s.createdAt,
        s.source,
        s.consentVersion,
        status,
        status === "confirmed" ? s.createdAt : null,
        code,
        a.ref ?? null,
        a.utm_source ?? null,
        a.utm_medium ?? null,
        a.utm_campaign ?? null,
        sends,
        sends > 0 ? s.createdAt : null,
        ...touchArgs(s.visit ?? noTouch),
        emailOrderKey(s.email),
      ],
      code,
      events: events.map((event) =>
        enqueue(
          event,
          { sql: "email = ? AND referral_code = ?", args: [s.email, code] },
          s.createdAt,
        ),
      ),
    };
  });

  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const chunk = rows.slice(start, start + rowsPerInsert);
    statements.push({
      sql: `INSERT INTO signups (${insertColumns}) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, NULL, ?, (SELECT r.referral_code FROM signups r WHERE r.referral_code = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")} ON CONFLICT (email) DO NOTHING RETURNING email`,
      args: chunk.flatMap((row) => row.args),
    });
    // The rows inserted have the fresh codes; a repeat's code is nowhere.
    const codes = chunk.map((row) => row.code);
    statements.push({
      sql: `INSERT INTO funnel_signups (${funnelKeys}, signups, confirmed)
        SELECT ${funnelKeyOf}, COUNT(*), SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END)
        FROM signups WHERE referral_code IN (${codes.map(() => "?").join(", ")})
        GROUP BY ${funnelKeyOf}
        ON CONFLICT (${funnelKeys}) DO UPDATE SET signups = funnel_signups.signups + excluded.signups, confirmed = funnel_signups.confirmed + excluded.confirmed`,
      args: codes,
    });
  }
  const allPending = items.every(({ signup }) => signup.status === "pending");
  return [
    ...statements,
    ...rows.flatMap((row) => row.events),
    allPending ? pendingAdded : listChanged,
  ];
}

export function toSignup(row: Record<string, unknown>): Signup {
  const text = textOrNull;
  return {
    email: String(row.email),
    createdAt: String(row.created_at),
    source: String(row.source),
    consentVersion: String(row.consent_version),
    status: String(row.status) as SignupStatus,
    confirmedAt: text(row.confirmed_at),
    unsubscribedAt: text(row.unsubscribed_at),
    referralCode: text(row.referral_code),
    referredBy: text(row.referred_by),
    utmSource: text(row.utm_source),
    utmMedium: text(row.utm_medium),
    utmCampaign: text(row.utm_campaign),
    sends: Number(row.sends ?? 0),
    lastSentAt: text(row.last_sent_at),
    visit:
      row.visit_source === null || row.visit_source === undefined
        ? null
        : {
            source: String(row.visit_source),
            medium: String(row.visit_medium ?? ""),
            campaign: String(row.visit_campaign ?? ""),
            landing: String(row.visit_landing ?? ""),
            referrer: String(row.visit_referrer ?? ""),
          },
  };
}

/** Rows from before a migration get what it added: 003's referral codes, 007's order keys. */
export async function upgradeSignups(db: Database) {
  await giveReferralCodes(db);
  await giveOrderKeys(db);
}

/** Rows from before referral codes (migration 003) get one each. */
async function giveReferralCodes(db: Database) {
  const rows = await db.all(
    "SELECT email FROM signups WHERE referral_code IS NULL",
  );
  for (const row of rows)
    await db.run(
      `UPDATE signups
        SET referral_code = ?
        WHERE email = ? AND referral_code IS NULL`,
      [newReferralCode(), String(row.email)],
    );
}

/** Rows from before migration 007 get their key in the queue's order, a page at a time. */
async function giveOrderKeys(db: Database) {
  for (;;) {
    const rows = await db.all(
      "SELECT email FROM signups WHERE email_order IS NULL LIMIT 1000",
    );
    if (rows.length === 0) return;
    await db.batch(
      rows.map((row) => ({
        sql: "UPDATE signups SET email_order = ? WHERE email = ?",
        args: [emailOrderKey(String(row.email)), String(row.email)],
      })),
    );
  }
}

/**
 * The signups table of an open store, as `Store` (index.ts) offers it. `suppressionKey` keys
 * the hash an erased address's suppression is kept as (erasure.ts).
 */
export function signupsTable(
  db: Database,
  {
    snapshot,
    suppressionKey,
  }: { snapshot: ListSnapshot; suppressionKey: string | undefined },
) {
  const insert: (item: {
    signup: NewSignup;
    events: OutboxEvent[];
  }) => Promise<boolean> = groupCommit(async (items) => {
    const results = await db.batch([
      ...insertSignups(items),
      ...restoreSuppressions(
        items.map(({ signup }) => signup.email),
        suppressionKey,
      ),
    ]);
    const inserted = new Set(results.flat().map((row) => String(row.email)));
    // An address sent twice in one batch is inserted by its first row; the second is a repeat.
    return items.map(({ signup }) => inserted.delete(signup.email));
  });

  return {
    /**
     * Resolves once committed: true when this call listed the address; one already on the
     * list is left as it is (false), and its events are not queued.
     */
    addSignup: (signup: NewSignup, events: OutboxEvent[] = []) =>
      insert({ signup, events }),
    async findSignup(
      by: { email: string } | { code: string },
    ): Promise<Signup | null> {
      const [column, value] =
        "email" in by ? ["email", by.email] : ["referral_code", by.code];
      const [row] = await db.all(
        `SELECT ${signupColumns} FROM signups WHERE ${column} = ?`,
        [value],
      );
      return row ? toSignup(row) : null;
    },
    /** One row's change and its events, in one transaction. */
    async applyChange({ change, guard, events, tally }: Change, now: string) {
      await db.batch([
        change,
        ...events.map((e) => enqueue(e, guard, now)),
        ...(tally ? [tallyConfirmed(tally, guard)] : []),
        listChanged,
      ]);
    },
    async countSignups() {
      const [row] = await db.all("SELECT COUNT(*) AS n FROM signups");
      return Number(row?.n ?? 0);
    },
    /** An erasure request (erasure.ts); false when the address was not on the list. */
    async eraseSignup(email: string) {
      const erased = await eraseAddress(db, email, {
        masked: maskAddress(email),
        suppressionKey,
      });
      await snapshot.forget(email);
      return erased;
    },
  };
}

export type SignupsTable = ReturnType<typeof signupsTable>;

/** A pending or unsubscribed address confirmed at `at`, if its status is still `from`. */
export function confirmChange(email: string, from: SignupStatus, at: string) {
  return {
    change: {
      sql: `UPDATE signups
            SET status = 'confirmed', confirmed_at = ?, unsubscribed_at = NULL
            WHERE email = ? AND status = ?`,
      args: [at, email, from],
    },
    guard: {
      sql: "email = ? AND status = 'confirmed' AND confirmed_at = ?",
      args: [email, at],
    },
    tally: 1,
  } satisfies Omit<Change, "events">;
}

/**
 * An address waiting (again) for its confirmation mail, sent for the `sends`th time at `at`,
 * if it is still as it was read (`from`, `sendsBefore`).
 */
export function resendChange(
  email: string,
  from: SignupStatus,
  sendsBefore: number,
  sends: number,
  at: string,
) {
  return {
    change: {
      sql: `UPDATE signups
            SET status = 'pending', sends = ?, last_sent_at = ?, confirmed_at = NULL, unsubscribed_at = NULL
            WHERE email = ? AND status = ? AND sends = ?`,
      args: [sends, at, email, from, sendsBefore],
    },
    guard: {
      sql: "email = ? AND status = 'pending' AND sends = ? AND last_sent_at = ?",
      args: [email, sends, at],
    },
  } satisfies { change: Statement; guard: Statement };
}

/** The address with this referral code left at `at`, if its status is still `from`. */
export function unsubscribeChange(
  code: string,
  from: SignupStatus,
  at: string,
) {
  return {
    change: {
      sql: `UPDATE signups
            SET status = 'unsubscribed', unsubscribed_at = ?
            WHERE referral_code = ? AND status = ?`,
      args: [at, code, from],
    },
    guard: {
      sql: "referral_code = ? AND status = 'unsubscribed' AND unsubscribed_at = ?",
      args: [code, at],
    },
    tally: from === "confirmed" ? -1 : 0,
  } satisfies Omit<Change, "events">;
}

/**
 * One question for the brand.
 */
interface Question {
  /** 1-500 characters, trimmed */
  question: string;
  /** where the visitor wants the answer, if anywhere */
  email: string | undefined;
  /** ISO 8601 UTC */
  createdAt: string;
}

/** The questions table of an open store (`store.db`). */
export function questionsTable(db: Database) {
  return {
    async add({ question, email, createdAt }: Question) {
      await db.run(
        "INSERT INTO questions (id, question, email, created_at) VALUES (?, ?, ?, ?)",
        [randomUUID(), question, email ?? null, createdAt],
      );
    },
    /** @returns oldest first */
    async list(): Promise<Question[]> {
      const rows = await db.all(
        "SELECT question, email, created_at FROM questions ORDER BY created_at, id",
      );
      return rows.map((row) => ({
        question: String(row.question),
        email: row.email === null ? undefined : String(row.email),
        createdAt: String(row.created_at),
      }));
    },
  };
}

// The export: the list page by page in its order (oldest first, then by address), each row
// with its place as last counted. The CSV export reads one page at a time, so it holds one page
// in memory however long the list. Rows come as arrays of the export's columns in its order,
// values as text: a million rows cost the engine's reading, not an object per row.

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

const cellText = (value: unknown) =>
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
    const page = rows.map((row) => row.map(cellText));
    next = rows.length === pageSize ? read(page[page.length - 1]) : null;
    yield page;
  }
}
