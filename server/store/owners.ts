// The owners of the dashboard (migration 004): owners, their passkeys, one-time invites,
// sessions and pending WebAuthn challenges. Secrets arrive here already hashed
// (server/owners/tokens.ts). Times are ISO 8601 UTC strings, which sort as text.
import { randomBytes, randomUUID } from "node:crypto";
import {
  textOrNull,
  type Database,
  type SqlValue,
  type Statement,
} from "./database";

export interface Owner {
  id: string;
  name: string;
}

/** A passkey as the dashboard lists it. */
export interface PasskeyEntry {
  id: string;
  ownerId: string;
  ownerName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What verifying a sign-in needs of a stored passkey. */
export interface StoredPasskey {
  id: string;
  ownerId: string;
  ownerName: string;
  /** COSE public key */
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

/** A new passkey, as a verified registration gives it. */
export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

/** A signed-in owner, as a valid session names them. */
export interface OwnerSession {
  owner: Owner;
  passkeyId: string;
  createdAt: string;
  /** the hash of the session's secret id: how the server finds it again */
  idHash: string;
  /** how the dashboard names the session */
  handle: string;
  /** the session's last passkey assertion: its sign-in, or a step-up since */
  verifiedAt: string;
}

/** One of an owner's live sessions, as the dashboard lists them. */
export interface SessionEntry {
  handle: string;
  device: string;
  startedAt: string;
  lastSeenAt: string;
}

/** Who a session is opened for, and from what. */
export interface NewSession {
  idHash: string;
  /** the browser's User-Agent, read as a label (owners/device-label.ts) */
  device: string;
}

export interface SessionTimes {
  /** the session ends this long after its last request */
  idleMs: number;
  /** and this long after sign-in, however busy */
  absoluteMs: number;
}

const minus = (now: string, ms: number) =>
  new Date(Date.parse(now) - ms).toISOString();

/** A stored passkey can sign in only while it and its owner stand. */
const activePasskey = "p.revoked_at IS NULL";

export function ownersTable(db: Database) {
  return {
    async createInvite(invite: {
      tokenHash: string;
      name: string;
      invitedBy: string | null;
      now: string;
      expiresAt: string;
    }) {
      await db.run(
        `INSERT INTO owner_invites (token_hash, name, invited_by, created_at, expires_at)
          VALUES (?, ?, ?, ?, ?)`,
        [
          invite.tokenHash,
          invite.name,
          invite.invitedBy,
          invite.now,
          invite.expiresAt,
        ],
      );
    },

    /** The name an unused, unexpired invite was made for; null for any other. */
    async openInvite(tokenHash: string, now: string): Promise<string | null> {
      const [row] = await db.all(
        `SELECT name
          FROM owner_invites
          WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
        [tokenHash, now],
      );
      return row ? String(row.name) : null;
    },

    /**
     * Uses an invite for a new owner with their first passkey and signs them in, all in one
     * transaction. Of two registrations racing for one invite, only the first makes an owner.
     * @returns the new owner, or null when the invite was used, expired or unknown
     */
    async registerWithInvite({
      tokenHash,
      passkey,
      session,
      now,
    }: {
      tokenHash: string;
      passkey: NewPasskey;
      session: NewSession;
      now: string;
    }): Promise<Owner | null> {
      const ownerId = randomUUID();
      // The rows below are written only for the registration that took the invite.
      const won = {
        sql: "SELECT 1 FROM owner_invites WHERE token_hash = ? AND passkey_id = ?",
        args: [tokenHash, passkey.id],
      };
      const [, created] = await db.batch([
        {
          sql: `UPDATE owner_invites
            SET used_at = ?, passkey_id = ?
            WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
          args: [now, passkey.id, tokenHash, now],
        },
        {
          sql: `INSERT INTO owners (id, name, created_at)
            SELECT ?, name, ?
            FROM owner_invites
            WHERE token_hash = ? AND passkey_id = ?
            RETURNING name`,
          args: [ownerId, now, tokenHash, passkey.id],
        },
        passkeyStatement(ownerId, passkey, now, won),
        sessionStatement(session, ownerId, passkey.id, now, won),
      ]);
      const row = created?.[0];
      return row ? { id: ownerId, name: String(row.name) } : null;
    },

    async addPasskey(ownerId: string, passkey: NewPasskey, now: string) {
      await db.batch([passkeyStatement(ownerId, passkey, now)]);
    },

    /** An unrevoked passkey with its owner, for verifying a sign-in. */
    async findPasskey(id: string): Promise<StoredPasskey | null> {
      const [row] = await db.all(
        `SELECT p.id, p.owner_id, o.name, p.public_key, p.sign_count, p.transports FROM passkeys p JOIN owners o ON o.id = p.owner_id WHERE p.id = ? AND ${activePasskey}`,
        [id],
      );
      if (!row) return null;
      return {
        id: String(row.id),
        ownerId: String(row.owner_id),
        ownerName: String(row.name),
        publicKey: new Uint8Array(
          Buffer.from(String(row.public_key), "base64url"),
        ),
        signCount: Number(row.sign_count),
        transports: JSON.parse(String(row.transports)) as string[],
      };
    },

    /** Unrevoked passkeys, oldest first. */
    async listPasskeys(ownerId?: string): Promise<PasskeyEntry[]> {
      const rows = await db.all(
        `SELECT p.id, p.owner_id, o.name, p.created_at, p.last_used_at FROM passkeys p JOIN owners o ON o.id = p.owner_id WHERE ${activePasskey}${ownerId ? " AND p.owner_id = ?" : ""} ORDER BY p.created_at, p.id`,
        ownerId ? [ownerId] : [],
      );
      return rows.map((row) => ({
        id: String(row.id),
        ownerId: String(row.owner_id),
        ownerName: String(row.name),
        createdAt: String(row.created_at),
        lastUsedAt: textOrNull(row.last_used_at),
      }));
    },

    /**
     * Revokes a passkey and ends the sessions it signed in, unless it is the last one standing:
     * then nobody could sign in without the command line.
     * @returns "revoked", "last" or "unknown"
     */
    async revokePasskey(
      id: string,
      now: string,
    ): Promise<"revoked" | "last" | "unknown"> {
      // On PostgreSQL, two revokes at once would each count the other's passkey as standing
      // (READ COMMITTED): each locks the standing passkeys first, so the second counts after
      // the first commits. SQLite runs one write transaction at a time already.
      const lock: Statement[] =
        db.engine === "postgres"
          ? [
              {
                sql: "SELECT id FROM passkeys WHERE revoked_at IS NULL FOR UPDATE",
              },
            ]
          : [];
      const [revoked] = (
        await db.batch([
          ...lock,
          {
            sql: `UPDATE passkeys
            SET revoked_at = ?
            WHERE id = ? AND revoked_at IS NULL AND (SELECT COUNT(*) FROM passkeys WHERE revoked_at IS NULL) > 1
            RETURNING id`,
            args: [now, id],
          },
          {
            sql: `UPDATE owner_sessions
            SET ended_at = ?
            WHERE passkey_id = ? AND ended_at IS NULL AND EXISTS (SELECT 1 FROM passkeys WHERE id = ? AND revoked_at IS NOT NULL)`,
            args: [now, id, id],
          },
        ])
      ).slice(lock.length);
      if (revoked?.length) return "revoked";
      const [row] = await db.all(
        "SELECT 1 AS x FROM passkeys WHERE id = ? AND revoked_at IS NULL",
        [id],
      );
      return row ? "last" : "unknown";
    },

    /** A sign-in: the passkey's new counter, and a new session. */
    async signIn({
      passkeyId,
      ownerId,
      signCount,
      session,
      now,
    }: {
      passkeyId: string;
      ownerId: string;
      signCount: number;
      session: NewSession;
      now: string;
    }) {
      await db.batch([
        passkeyUsed(passkeyId, signCount, now),
        sessionStatement(session, ownerId, passkeyId, now),
      ]);
    },

    /** A step-up: the passkey's new counter, and the session verified as of `now`. */
    async stepUp({
      passkeyId,
      signCount,
      idHash,
      now,
    }: {
      passkeyId: string;
      signCount: number;
      idHash: string;
      now: string;
    }) {
      await db.batch([
        passkeyUsed(passkeyId, signCount, now),
        {
          sql: "UPDATE owner_sessions SET verified_at = ? WHERE id_hash = ?",
          args: [now, idHash],
        },
      ]);
    },

    /** An owner's sessions that still let someone in, the latest seen first. */
    async liveSessions(
      ownerId: string,
      now: string,
      times: SessionTimes,
    ): Promise<SessionEntry[]> {
      const rows = await db.all(
        `SELECT s.handle, s.device, s.created_at, s.last_seen_at
         FROM owner_sessions s JOIN passkeys p ON p.id = s.passkey_id
         WHERE s.owner_id = ? AND s.ended_at IS NULL AND s.last_seen_at > ? AND s.created_at > ? AND ${activePasskey}
         ORDER BY s.last_seen_at DESC, s.handle`,
        [ownerId, minus(now, times.idleMs), minus(now, times.absoluteMs)],
      );
      return rows.map((row) => ({
        handle: String(row.handle),
        device: textOrNull(row.device) ?? "",
        startedAt: String(row.created_at),
        lastSeenAt: String(row.last_seen_at),
      }));
    },

    /**
     * Ends an owner's own sessions: the one `handle` names, or every one but `except`.
     * @returns how many ended
     */
    async endSessions(
      ownerId: string,
      which: { handle: string } | { except: string },
      now: string,
    ) {
      return "handle" in which
        ? db.run(
            `UPDATE owner_sessions SET ended_at = ?
             WHERE owner_id = ? AND handle = ? AND ended_at IS NULL`,
            [now, ownerId, which.handle],
          )
        : db.run(
            `UPDATE owner_sessions SET ended_at = ?
             WHERE owner_id = ? AND handle <> ? AND ended_at IS NULL`,
            [now, ownerId, which.except],
          );
    },

    /**
     * The owner a session id stands for, while the session is neither ended, idle too long nor
     * too old, and its passkey is not revoked. Each answer counts as activity.
     */
    async findSession(
      idHash: string,
      now: string,
      times: SessionTimes,
    ): Promise<OwnerSession | null> {
      const [row] = await db.all(
        `SELECT o.id, o.name, s.passkey_id, s.created_at, s.handle, s.verified_at FROM owner_sessions s JOIN owners o ON o.id = s.owner_id JOIN passkeys p ON p.id = s.passkey_id WHERE s.id_hash = ? AND s.ended_at IS NULL AND s.last_seen_at > ? AND s.created_at > ? AND ${activePasskey}`,
        [idHash, minus(now, times.idleMs), minus(now, times.absoluteMs)],
      );
      if (!row) return null;
      await db.run(
        "UPDATE owner_sessions SET last_seen_at = ? WHERE id_hash = ?",
        [now, idHash],
      );
      return {
        owner: { id: String(row.id), name: String(row.name) },
        passkeyId: String(row.passkey_id),
        createdAt: String(row.created_at),
        idHash,
        handle: String(row.handle),
        verifiedAt: String(row.verified_at),
      };
    },

    async endSession(idHash: string, now: string) {
      await db.run(
        `UPDATE owner_sessions
          SET ended_at = ?
          WHERE id_hash = ? AND ended_at IS NULL`,
        [now, idHash],
      );
    },

    /** Remembers a challenge handed to a browser; expired ones are cleared on the way. */
    async addChallenge(challenge: {
      hash: string;
      purpose: ChallengePurpose;
      subject: string;
      now: string;
      expiresAt: string;
    }) {
      await db.batch([
        {
          sql: "DELETE FROM webauthn_challenges WHERE expires_at <= ?",
          args: [challenge.now],
        },
        insertRow("webauthn_challenges", {
          challenge_hash: challenge.hash,
          purpose: challenge.purpose,
          subject: challenge.subject,
          expires_at: challenge.expiresAt,
        }),
      ]);
    },

    /** True once for a challenge handed out for this purpose and subject, and not expired. */
    async useChallenge(
      hash: string,
      purpose: ChallengePurpose,
      subject: string,
      now: string,
    ) {
      const removed = await db.run(
        `DELETE
          FROM webauthn_challenges
          WHERE challenge_hash = ? AND purpose = ? AND subject = ? AND expires_at > ?`,
        [hash, purpose, subject, now],
      );
      return removed === 1;
    },
  };
}

export type OwnersTable = ReturnType<typeof ownersTable>;

export type ChallengePurpose =
  "register" | "add-passkey" | "sign-in" | "step-up";

/** An INSERT of one row, made only while `guard` (a query) finds a row when one is given. */
function insertRow(
  table: string,
  row: Record<string, SqlValue>,
  guard?: Statement,
): Statement {
  const columns = Object.keys(row);
  const values = columns.map(() => "?").join(", ");
  return guard
    ? {
        sql: `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${values} WHERE EXISTS (${guard.sql})`,
        args: [...Object.values(row), ...(guard.args ?? [])],
      }
    : {
        sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values})`,
        args: Object.values(row),
      };
}

function passkeyStatement(
  ownerId: string,
  passkey: NewPasskey,
  now: string,
  guard?: Statement,
) {
  return insertRow(
    "passkeys",
    {
      id: passkey.id,
      owner_id: ownerId,
      public_key: Buffer.from(passkey.publicKey).toString("base64url"),
      sign_count: passkey.signCount,
      transports: JSON.stringify(passkey.transports),
      created_at: now,
    },
    guard,
  );
}

function sessionStatement(
  session: NewSession,
  ownerId: string,
  passkeyId: string,
  now: string,
  guard?: Statement,
) {
  return insertRow(
    "owner_sessions",
    {
      id_hash: session.idHash,
      handle: randomBytes(16).toString("base64url"),
      device: session.device,
      owner_id: ownerId,
      passkey_id: passkeyId,
      created_at: now,
      last_seen_at: now,
      verified_at: now,
    },
    guard,
  );
}

/** A verified assertion: the passkey's counter moves on, and it was used now. */
const passkeyUsed = (
  passkeyId: string,
  signCount: number,
  now: string,
): Statement => ({
  sql: "UPDATE passkeys SET sign_count = ?, last_used_at = ? WHERE id = ?",
  args: [signCount, now, passkeyId],
});
