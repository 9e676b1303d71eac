// The launch-list store: one interface over two engines. See README.md in this folder.
import { randomFillSync, randomUUID } from "node:crypto";
import { emailOrderKey } from "../../app/lib/queue-order";
import { groupCommit } from "./group-commit";
import {
  listChanged,
  pendingAdded,
  listSnapshot,
  type ListSnapshot,
  type SnapshotTiming,
} from "./list-snapshot";
import { maskAddress } from "../dashboard/mask-address";
import type { Log } from "../logger";
import { eraseAddress, restoreSuppressions } from "./erasure";
import { migrate } from "./migrations";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";
import type { Attribution } from "../../app/lib/attribution";
import { textOrNull, type Database, type Statement } from "./database";

type SignupStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * What a new signup brings.
 */
interface NewSignup {
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
}

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
}

/**
 * A mail or webhook call to make once the change it belongs to is committed.
 */
export interface OutboxEvent {
  kind: "mail" | "webhook";
  /** the same key never makes two rows, however often it is written */
  key: string;
  /** the address it is about */
  subscriber: string;
  /** JSON */
  payload: string;
  /** the event id; random when left out */
  id?: string;
}

/**
 * A change to one row with the events it causes, written in one transaction. The events are
 * queued only when `guard` (an SQL condition on signups) holds after the change, so an event
 * stands for a change that happened.
 */
interface Change {
  change: Statement;
  guard: Statement;
  events: OutboxEvent[];
}

export interface Store {
  engine: "sqlite" | "postgres";
  /** the engine itself, for features that add their own tables */
  db: Database;
  /** resolves once committed: true when this call listed the address; one already on the list is left as it is (false; its events are not queued) */
  addSignup: (signup: NewSignup, events?: OutboxEvent[]) => Promise<boolean>;
  findSignup: (
    by: { email: string } | { code: string },
  ) => Promise<Signup | null>;
  /** one row's change and its events, in one transaction */
  applyChange: (change: Change, now: string) => Promise<void>;
  countSignups: () => Promise<number>;
  /** places in the queue and the dashboard's counts, counted in the background */
  snapshot: ListSnapshot;
  /** An erasure request (erasure.ts); false when the address was not on the list. */
  eraseSignup: (email: string) => Promise<boolean>;
  close: () => Promise<void>;
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
  "email, created_at, source, consent_version, status, confirmed_at, unsubscribed_at, referral_code, referred_by, utm_source, utm_medium, utm_campaign, sends, last_sent_at";
const insertColumns = `${signupColumns}, email_order`;

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
        emailOrderKey(s.email),
      ],
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
      sql: `INSERT INTO signups (${insertColumns}) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, NULL, ?, (SELECT r.referral_code FROM signups r WHERE r.referral_code = ?), ?, ?, ?, ?, ?, ?)").join(", ")} ON CONFLICT (email) DO NOTHING RETURNING email`,
      args: chunk.flatMap((row) => row.args),
    });
  }
  const allPending = items.every(({ signup }) => signup.status === "pending");
  return [
    ...statements,
    ...rows.flatMap((row) => row.events),
    allPending ? pendingAdded : listChanged,
  ];
}

/**
 * The statement that queues an event when `guard` holds; a repeated key is ignored.
 */
function enqueue(event: OutboxEvent, guard: Statement, now: string): Statement {
  return {
    sql: `INSERT INTO outbox (id, kind, dedupe_key, subscriber, payload, created_at, next_attempt_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM signups WHERE ${guard.sql}) ON CONFLICT (dedupe_key) DO NOTHING`,
    args: [
      event.id ?? randomUUID(),
      event.kind,
      event.key,
      event.subscriber,
      event.payload,
      now,
      now,
      ...(guard.args ?? []),
    ],
  };
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
  };
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
 * Opens the store the configuration names (PostgreSQL when `databaseUrl` is set, otherwise
 * SQLite in `dataDir`) and brings its schema up to date.
 */
export async function openStore({
  databaseUrl,
  dataDir,
  snapshotTiming,
  signupSecret: suppressionKey,
  log,
}: {
  databaseUrl?: string;
  dataDir: string;
  snapshotTiming?: SnapshotTiming;
  /** keys the hash an erased address's suppression is kept as (erasure.ts) */
  signupSecret?: string;
  /** where a lost PostgreSQL connection is told */
  log?: Pick<Log, "error">;
}): Promise<Store> {
  // On SQLite the snapshot is counted on a connection of its own, the only one that writes
  // it (sqlite.ts), opened first so that the snapshot's file is in WAL mode for the rest.
  const counter = databaseUrl
    ? undefined
    : await openSqlite(dataDir, { counts: true });
  const db = databaseUrl
    ? await openPostgres(databaseUrl, { log })
    : await openSqlite(dataDir).catch(async (error: unknown) => {
        await counter?.close();
        throw error;
      });
  const snapshot = listSnapshot(db, counter ?? db, snapshotTiming);
  try {
    await migrate(db);
    await giveReferralCodes(db);
    await giveOrderKeys(db);
    await snapshot.prepare();
  } catch (error) {
    await counter?.close();
    await db.close();
    throw error;
  }

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
    engine: db.engine,
    db,
    addSignup: (signup, events = []) => insert({ signup, events }),
    async findSignup(by) {
      const [row] =
        "email" in by
          ? await db.all(
              `SELECT ${signupColumns} FROM signups WHERE email = ?`,
              [by.email],
            )
          : await db.all(
              `SELECT ${signupColumns} FROM signups WHERE referral_code = ?`,
              [by.code],
            );
      return row ? toSignup(row) : null;
    },
    async applyChange({ change, guard, events }, now) {
      await db.batch([
        change,
        ...events.map((e) => enqueue(e, guard, now)),
        listChanged,
      ]);
    },
    async countSignups() {
      const [row] = await db.all("SELECT COUNT(*) AS n FROM signups");
      return Number(row?.n ?? 0);
    },
    snapshot,
    async eraseSignup(email) {
      const erased = await eraseAddress(db, email, {
        masked: maskAddress(email),
        suppressionKey,
      });
      await snapshot.forget(email);
      return erased;
    },
    async close() {
      await counter?.close();
      await db.close();
    },
  };
}
