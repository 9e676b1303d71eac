// Bounces and complaints, whoever tells of them: what each kind does to the address, how a
// provider's webhook is signed, and what pauses a broadcast.
// A hard bounce suppresses at once, soft bounces after 3 in 30 days, and a complaint
// unsubscribes and suppresses; the same event told twice acts once.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export type MailEventKind = "hard" | "soft" | "complaint";

/** Soft bounces within `softWindowDays` that suppress an address. */
export const softBouncesToSuppress = 3;
export const softWindowDays = 30;

/** What an event does to its address, given its soft bounces in the window, itself included. */
export function actionOf(
  kind: MailEventKind,
  softInWindow: number,
): "suppress" | "unsubscribe-and-suppress" | "record" {
  if (kind === "complaint") return "unsubscribe-and-suppress";
  if (kind === "hard" || softInWindow >= softBouncesToSuppress)
    return "suppress";
  return "record";
}

/** The kind of a delivery status code (RFC 3463 `x.y.z`, or an SMTP reply's first digit). */
export function kindOfStatus(status: string): "hard" | "soft" | null {
  const first = /^\s*([245])(?:\.\d{1,3}\.\d{1,3}|\d\d)\b/.exec(status)?.[1];
  if (first === "5") return "hard";
  if (first === "4") return "soft";
  return null;
}

/** The header a signed webhook body comes with. */
export const signatureHeader = "x-mail-events-signature";

/** `sha256=HEX`: the HMAC-SHA256 of the raw body under MAIL_EVENTS_SECRET. */
export const signatureOf = (secret: string, body: Buffer) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export function signedBy(secret: string, body: Buffer, header: string) {
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A body's digest: the same body posted again is a replay. */
export const digestOf = (body: Buffer) =>
  createHash("sha256").update(body).digest("hex");

/** An event's id: what it says, so the same bounce from the mailbox and the webhook is one. */
export const eventId = (event: {
  kind: MailEventKind;
  email: string;
  broadcastId: string | null;
  at: string;
}) =>
  createHash("sha256")
    .update(
      `${event.kind}\n${event.email}\n${event.broadcastId ?? ""}\n${event.at}`,
    )
    .digest("hex")
    .slice(0, 32);

/** A broadcast's last sent mails the pause rules look at. */
export const guardWindow = 1000;
/** Shares of those mails that pause a broadcast: hard bounces over 5 %, complaints over 0.1 %. */
export const maxHardShare = 0.05;
export const maxComplaintShare = 0.001;

/**
 * Why a broadcast must pause, from its last `guardWindow` mails sent and the hard bounces and
 * complaints told of them; null while it may go on. The shares are of a whole window even
 * before that many are sent, so a small send's first bounce does not stop it: a count that
 * would be too many in a full window does.
 */
export function burnReason({
  sent,
  hard,
  complaints,
}: {
  sent: number;
  hard: number;
  complaints: number;
}): string | null {
  const over = (count: number, share: number, what: string) =>
    count / guardWindow > share
      ? `${what} reached ${count} of the last ${sent} sent, more than ${share * 100} % of ${guardWindow}`
      : null;
  return (
    over(complaints, maxComplaintShare, "complaints") ??
    over(hard, maxHardShare, "hard bounces")
  );
}

/**
 * The mail server's word to slow down or stop, as a reason to pause: a `421` or an enhanced
 * status `4.7.x` (rate limits, policy); null for any other answer.
 */
export function pushbackOf(error: unknown): string | null {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const text = String(response ?? message ?? "");
  if (Number(responseCode) === 421 || /\b4\.7\.\d{1,3}\b/.test(text))
    return `the mail server pushed back: ${text.slice(0, 200)}`;
  return null;
}
