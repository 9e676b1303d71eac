// The changes a confirmation, a resent mail and an unsubscribe make to one signup, each with
// the guard its events are queued under (store.applyChange): the SQL of launch-list.ts's rules.
import type { Statement } from "./database";

type Status = "pending" | "confirmed" | "unsubscribed";

/** A pending or unsubscribed address confirmed at `at`, if its status is still `from`. */
export function confirmChange(email: string, from: Status, at: string) {
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
  } satisfies { change: Statement; guard: Statement };
}

/**
 * An address waiting (again) for its confirmation mail, sent for the `sends`th time at `at`,
 * if it is still as it was read (`from`, `sendsBefore`).
 */
export function resendChange(
  email: string,
  from: Status,
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
export function unsubscribeChange(code: string, from: Status, at: string) {
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
  } satisfies { change: Statement; guard: Statement };
}
