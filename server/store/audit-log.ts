// The audit log of owner actions (migration 004). Append-only: this module is the only way
// in, and it offers no update or delete.
import { randomUUID } from "node:crypto";
import { textOrNull, type Database } from "./database";

export type AuditAction =
  | "sign-in"
  | "sign-out"
  | "register"
  | "step-up"
  | "end-session"
  | "add-passkey"
  | "revoke-passkey"
  | "invite"
  | "export"
  | "erase"
  | "redeliver"
  | "mark-handled"
  | "broadcast-create"
  | "broadcast-delete"
  | "broadcast-test"
  | "broadcast-start"
  | "broadcast-schedule"
  | "broadcast-pause"
  | "broadcast-resume"
  | "broadcast-cancel";

export interface AuditEntry {
  at: string;
  /** null when the command line acted */
  ownerId: string | null;
  ownerName: string;
  action: AuditAction;
  /** what it was done to; never a token */
  object: string;
}

export function auditLog(db: Database) {
  return {
    async append(entry: AuditEntry) {
      await db.run(
        `INSERT INTO audit_log (id, at, owner_id, owner_name, action, object)
          VALUES (?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          entry.at,
          entry.ownerId,
          entry.ownerName,
          entry.action,
          entry.object,
        ],
      );
    },
    /** Newest first. */
    async recent(limit: number): Promise<AuditEntry[]> {
      const rows = await db.all(
        `SELECT at, owner_id, owner_name, action, object FROM audit_log ORDER BY at DESC, id DESC LIMIT ${Math.trunc(limit)}`,
      );
      return rows.map((row) => ({
        at: String(row.at),
        ownerId: textOrNull(row.owner_id),
        ownerName: String(row.owner_name),
        action: String(row.action) as AuditAction,
        object: String(row.object),
      }));
    },
  };
}
