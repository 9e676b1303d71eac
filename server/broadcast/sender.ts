// Sends broadcasts from a running server: claims a few recipients at a time with a lease,
// takes a sending slot for each from the database (so the rate holds across instances),
// checks the recipient is still eligible just before the mail goes, and records what the mail
// server answered. A loop of its own, beside the outbox's, so confirmation mails never wait
// behind a broadcast.
import type { Store } from "../store/index";
import {
  broadcastsTable,
  type Broadcast,
  type RecipientRow,
} from "../store/broadcasts";
import { pollLoop } from "../poll-loop";
import { broadcastMail } from "./broadcast-mail";

export interface MailTransport {
  sendMail(mail: Record<string, unknown>): Promise<unknown>;
}

export interface SenderOptions {
  store: Store;
  transport: MailTransport;
  from: string | { name: string; address: string };
  /** where the unsubscribe link of a recipient points (their signed link) */
  unsubscribeUrl: (referralCode: string) => string;
  shopUrl: string;
  /** the site's host, for List-Id and Message-ID */
  host: string;
  now?: () => Date;
  /** mails of one instance in flight at once: also the most that can go twice after a crash */
  concurrency?: number;
  pollMs?: number;
  /** how long a claim lasts; far longer than one mail takes */
  leaseMs?: number;
  /** a temporary failure (SMTP 4xx, connection lost) is tried again after this, doubling */
  retryBaseMs?: number;
  /** this many failures in a row pause the broadcast instead of burning through the list */
  failuresToPause?: number;
}

/** The SMTP reply code of a failed send, if the server gave one. */
const replyCode = (error: unknown) =>
  Number((error as { responseCode?: unknown } | null)?.responseCode ?? 0);

export function startBroadcastSender({
  store,
  transport,
  from,
  unsubscribeUrl,
  shopUrl,
  host,
  now = () => new Date(),
  concurrency = 4,
  pollMs = 500,
  leaseMs = 120_000,
  retryBaseMs = 30_000,
  failuresToPause = 10,
}: SenderOptions) {
  const table = broadcastsTable(store.db);
  const failuresInARow = new Map<string, number>();

  const wait = (ms: number) =>
    new Promise((resolve) => setTimeout(resolve, ms));

  async function sendOne(broadcast: Broadcast, row: RecipientRow) {
    const slotUs = await table.takeSlot(broadcast.id, now().getTime() * 1000);
    await wait(Math.max(0, slotUs / 1000 - now().getTime()));
    const at = () => now().toISOString();
    // Paused or cancelled while this one waited for its slot: it goes back, unsent.
    const current = await table.find(broadcast.id);
    if (current?.state !== "sending")
      return table.release(broadcast.id, row.email);
    const subscriber = await store.findSignup({ email: row.email });
    if (!subscriber?.referralCode || !(await table.eligible(row.email)))
      return table.skipped(broadcast.id, row.email, "not eligible any more");

    try {
      await transport.sendMail({
        from,
        to: row.email,
        ...broadcastMail({
          broadcast,
          email: row.email,
          // The same signed link, naming the broadcast an unsubscribe is credited to.
          unsubscribeUrl: `${unsubscribeUrl(subscriber.referralCode)}&b=${broadcast.id}`,
          shopUrl,
          host,
        }),
      });
      failuresInARow.set(broadcast.id, 0);
      await table.sent(broadcast.id, row.email, at());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = replyCode(error);
      if (code >= 500 && code < 600)
        return table.refused(broadcast.id, row.email, message, at());
      const retryAt = new Date(
        now().getTime() + retryBaseMs * 2 ** Math.min(row.attempts - 1, 6),
      ).toISOString();
      await table.retryLater(broadcast.id, row.email, message, retryAt);
      const failures = (failuresInARow.get(broadcast.id) ?? 0) + 1;
      failuresInARow.set(broadcast.id, failures);
      if (failures >= failuresToPause)
        await table.move(broadcast.id, ["sending"], "paused", {
          now: at(),
          reason: `${failures} sends failed in a row; the last: ${message.slice(0, 200)}`,
        });
    }
  }

  // The store or the mail server going away is logged by the loop; the claims run out and
  // are taken again.
  const loop = pollLoop(
    "Broadcast",
    async () => {
      for (const broadcast of await table.due(now().toISOString())) {
        for (;;) {
          if (loop.stopped) return;
          const at = now();
          const rows = await table.claim(broadcast.id, {
            now: at.toISOString(),
            leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
            limit: concurrency,
          });
          if (rows.length === 0) {
            await table.finishIfDone(broadcast.id, now().toISOString());
            break;
          }
          await Promise.all(rows.map((row) => sendOne(broadcast, row)));
          const current = await table.find(broadcast.id);
          if (current?.state !== "sending") break;
        }
      }
    },
    { pollMs },
  );

  return {
    /** Ends the loop once the mails in flight are sent and recorded: none goes twice. */
    stop: loop.stop,
  };
}
