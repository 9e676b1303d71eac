// Sends broadcasts from a running server. A few senders per instance each take the next
// sending slot from the database (so the rate holds across instances), wait for it, claim the
// next recipient, check they are still eligible and hand the mail to SMTP. A claim lasts a
// short lease (lease.ts) the instance renews while the mail is in flight, so the rows of an
// instance that died are taken again, marked in doubt, within one lease. A loop of its own,
// beside the outbox's, so confirmation mails never wait behind a broadcast.
import type { Log } from "../logger";
import type { Mailer } from "../mail/mailer";
import { setTimeout as sleep } from "node:timers/promises";
import type { Store } from "../store/index";
import {
  broadcastsTable,
  type Broadcast,
  type RecipientRow,
} from "../store/broadcasts";
import { defaultLeaseMs, startLease } from "../lease";
import { pollLoop } from "../poll-loop";
import { nextAttempt } from "../retry";
import { broadcastMail } from "./broadcast-mail";
import { pauseIfBurning } from "./send-guard";
import { kindOfStatus, pushbackOf } from "../mail/mail-events";
import { mailEventsTable } from "../store/mail";

export interface MailTransport {
  sendMail(mail: Record<string, unknown>): Promise<unknown>;
}

/** How the sender paces itself; the defaults suit production, tests shorten them. */
export interface SenderTiming {
  /**
   * mails of one instance in flight at once, at the least: also the most that can go twice
   * after a crash
   */
  concurrency: number;
  /** a faster broadcast gets a sender per this many mails a second, up to maxConcurrency */
  mailsPerSender: number;
  maxConcurrency: number;
  pollMs: number;
  /** how long a claim lasts unless renewed; renewed every quarter of it */
  leaseMs: number;
  /** a temporary failure (SMTP 4xx, connection lost) is tried again after this, doubling */
  retryBaseMs: number;
  /** a recipient the mail server still turns away after this many tries is given up */
  maxAttempts: number;
  /** this many failures in a row pause the broadcast instead of burning through the list */
  failuresToPause: number;
}

export const defaultSenderTiming: SenderTiming = {
  concurrency: 4,
  mailsPerSender: 20,
  maxConcurrency: 32,
  pollMs: 500,
  leaseMs: defaultLeaseMs,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  failuresToPause: 10,
};

export interface SenderOptions {
  store: Store;
  transport: MailTransport;
  from: string | { name: string; address: string };
  /** the SMTP envelope of one recipient's mail (Mailer.envelope): its VERP sender */
  envelope: Mailer["envelope"];
  /** where the unsubscribe link of a recipient points (their signed link) */
  unsubscribeUrl: (referralCode: string) => string;
  shopUrl: string;
  /** the site's host, for List-Id and Message-ID */
  host: string;
  now?: () => Date;
  timing?: Partial<SenderTiming>;
  log: Pick<Log, "error">;
}

/**
 * What a failed send means: the address refused for good (a 5xx to the recipient), another
 * answer from the mail server (a 4xx, or a 5xx to the connection, sender or content, which
 * would refuse everyone alike), or no answer at all (the server unreachable).
 */
export function failureKind(error: unknown) {
  const { responseCode, command } = (error ?? {}) as {
    responseCode?: unknown;
    command?: unknown;
  };
  const code = Number(responseCode ?? 0);
  if (code >= 500 && code < 600 && command === "RCPT TO") return "address";
  return code > 0 ? "answered" : "unreachable";
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * How many senders of one instance work on a broadcast: enough to keep up with its rate
 * while each waits for its mail's round trips, never fewer than `least`.
 */
export function sendersFor(
  rate: number,
  least: number,
  mailsPerSender: number,
  most: number,
) {
  return Math.min(most, Math.max(least, Math.ceil(rate / mailsPerSender)));
}

/**
 * A broadcast takes one sending slot from the database per this many mails a second of its
 * rate at a time (one at 100/s, five at 500/s): the broadcast's row is updated a hundred
 * times a second at most, however fast it sends.
 */
const ratePerSlotTake = 100;

/**
 * Sending slots taken from the database `count` at a time and handed to an instance's
 * senders in order: one UPDATE of the broadcast's row per `count` mails.
 */
export function slotDispenser(
  take: (count: number) => Promise<number[]>,
  count: number,
) {
  const slots: number[] = [];
  let taking: Promise<void> | null = null;
  return async function nextSlot(): Promise<number> {
    for (;;) {
      const slot = slots.shift();
      if (slot !== undefined) return slot;
      taking ??= take(count)
        .then((taken) => {
          slots.push(...taken);
        })
        .finally(() => {
          taking = null;
        });
      await taking;
    }
  };
}

export function startBroadcastSender({
  store,
  transport,
  from,
  envelope,
  unsubscribeUrl,
  shopUrl,
  host,
  now = () => new Date(),
  timing = {},
  log,
}: SenderOptions) {
  const {
    concurrency,
    mailsPerSender,
    maxConcurrency,
    pollMs,
    leaseMs,
    retryBaseMs,
    maxAttempts,
    failuresToPause,
  } = { ...defaultSenderTiming, ...timing };
  const table = broadcastsTable(store.db);
  const events = mailEventsTable(store.db);
  const failuresInARow = new Map<string, number>();
  // Ends the waits for sending slots at once when the server stops.
  const stopping = new AbortController();
  const lease = startLease("Broadcast", table, { ms: leaseMs, now, log });

  const stamp = () => now().toISOString();

  /**
   * A refusal of the recipient during the SMTP session is a bounce like any other: recorded,
   * a hard one suppressing, and judged with the broadcast's others.
   */
  async function toldInSession(
    broadcast: Broadcast,
    row: RecipientRow,
    error: unknown,
  ) {
    const { responseCode, command } = (error ?? {}) as {
      responseCode?: unknown;
      command?: unknown;
    };
    const kind =
      command === "RCPT TO" ? kindOfStatus(String(responseCode)) : null;
    if (!kind) return;
    await events.record(
      {
        kind,
        email: row.email,
        broadcastId: broadcast.id,
        via: "smtp",
        at: stamp(),
      },
      stamp(),
    );
    await pauseIfBurning(store.db, broadcast.id, stamp());
  }

  /**
   * A failed send: the mail server's word to stop pauses the broadcast at once, the row
   * waiting for the resume; anything else is settled, then told as a bounce when it was one.
   */
  async function failed(
    broadcast: Broadcast,
    row: RecipientRow,
    error: unknown,
  ) {
    const pushback = pushbackOf(error);
    if (pushback) {
      await table.retryLater(
        broadcast.id,
        row.email,
        errorText(error),
        stamp(),
      );
      await table.move(broadcast.id, ["sending"], "paused", {
        now: stamp(),
        reason: pushback,
      });
      return;
    }
    await settleFailure(broadcast, row, error);
    await toldInSession(broadcast, row, error);
  }

  async function settleFailure(
    broadcast: Broadcast,
    row: RecipientRow,
    error: unknown,
  ) {
    const message = errorText(error);
    const kind = failureKind(error);
    // An unreachable server is no fault of the address: the run of failures pauses the
    // broadcast, and the row waits for the resume however often it was tried.
    if (
      kind === "address" ||
      (kind === "answered" && row.attempts >= maxAttempts)
    )
      return table.failed(broadcast.id, row.email, message, {
        now: stamp(),
        suppress: kind === "address",
      });
    // The answered kind gave up above; the unreachable server is tried until it is back.
    const retryAt = (
      nextAttempt(row.attempts, now(), {
        baseMs: retryBaseMs,
        maxMs: retryBaseMs * 64,
        maxAttempts: Infinity,
      }) ?? now()
    ).toISOString();
    await table.retryLater(broadcast.id, row.email, message, retryAt);
    const failures = (failuresInARow.get(broadcast.id) ?? 0) + 1;
    failuresInARow.set(broadcast.id, failures);
    if (failures < failuresToPause) return;
    failuresInARow.set(broadcast.id, 0);
    await table.move(broadcast.id, ["sending"], "paused", {
      now: stamp(),
      reason: `${failures} sends failed in a row; the last: ${message.slice(0, 200)}`,
    });
  }

  async function send(broadcast: Broadcast, row: RecipientRow) {
    const { code } = row;
    if (code === null)
      return table.skipped(
        broadcast.id,
        row.email,
        "not eligible any more",
        stamp(),
      );
    try {
      await transport.sendMail({
        from,
        to: row.email,
        envelope: envelope(row.email, {
          code,
          mail: { kind: "broadcast", id: broadcast.id },
        }),
        ...broadcastMail({
          broadcast,
          email: row.email,
          // The same signed link, naming the broadcast an unsubscribe is credited to.
          unsubscribeUrl: `${unsubscribeUrl(code)}&b=${broadcast.id}`,
          shopUrl,
          host,
        }),
      });
    } catch (error) {
      return failed(broadcast, row, error);
    }
    failuresInARow.set(broadcast.id, 0);
    await table.sent(broadcast.id, row.email, stamp());
  }

  /** One sender: slot, claim, mail, until nothing is due or the server stops. */
  async function sender(broadcast: Broadcast, nextSlot: () => Promise<number>) {
    while (!loop.stopped) {
      const slotUs = await nextSlot();
      const waitMs = slotUs / 1000 - now().getTime();
      if (waitMs > 0)
        await sleep(waitMs, undefined, { signal: stopping.signal }).catch(
          () => {},
        );
      if (loop.stopped) return;
      // Null once nothing is due, or the broadcast was paused or cancelled meanwhile.
      const row = await table.claimNext(broadcast.id, {
        now: stamp(),
        leaseUntil: lease.until(),
        instance: lease.instance,
      });
      if (!row) return;
      await lease.hold(() => send(broadcast, row));
    }
  }

  // The store or the mail server going away is logged by the loop; claims not renewed run
  // out and are taken again.
  const loop = pollLoop(
    "Broadcast",
    async () => {
      for (const broadcast of await table.due(stamp())) {
        if (loop.stopped) return;
        await table.reclaimExpired(broadcast.id, stamp());
        const nextSlot = slotDispenser(
          (count) =>
            table.takeSlots(broadcast.id, now().getTime() * 1000, count),
          Math.ceil(broadcast.rate / ratePerSlotTake),
        );
        await Promise.all(
          Array.from(
            {
              length: sendersFor(
                broadcast.rate,
                concurrency,
                mailsPerSender,
                maxConcurrency,
              ),
            },
            () => sender(broadcast, nextSlot),
          ),
        );
        if (!loop.stopped) await table.finishIfDone(broadcast.id, stamp());
      }
    },
    { pollMs, log },
  );

  return {
    /** Ends the senders once the mails in flight are sent and recorded: none goes twice. */
    async stop() {
      const stopped = loop.stop();
      stopping.abort();
      await stopped;
      lease.stop();
    },
  };
}
