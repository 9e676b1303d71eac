// What an owner does with a broadcast, from the command line or the dashboard: create, delete
// a draft, start (now, at a time, or at the site's launch moment), pause, resume, cancel, read
// its status.
// Each returns a problem code with its particulars instead of throwing at bad input; the
// command line (scripts/broadcast-cli.ts) and the dashboard (app/content/dashboard.ts) each
// word them once.
import { randomUUID } from "node:crypto";
import { launchMail } from "../../app/content/launch-mail";
import { site } from "../../app/content/site";
import { localDateTime } from "../../app/lib/launch-phase";
import type { Store } from "../store/index";
import {
  broadcastsTable,
  type Broadcast,
  type BroadcastCounts,
  type BroadcastState,
} from "../store/broadcasts";
import { broadcastMail } from "./broadcast-mail";
import type { MailTransport } from "./sender";
import { templateProblem, type TemplateProblem } from "./template";

/** Mails per second when none is given: gentle on a new sending domain's reputation. */
export const defaultRate = 20;
/** The fastest rate a broadcast may be given. */
export const maxRate = 1000;

/** Why a command did nothing. */
export type BroadcastProblem =
  | { code: "subject-not-one-line" }
  | { code: "subject-without-text" }
  | { code: "unknown-broadcast"; id: string }
  | { code: "ended"; id: string; state: BroadcastState }
  | { code: "template"; body: "text" | "HTML"; problem: TemplateProblem }
  | { code: "bad-rate"; maxRate: number }
  | { code: "bad-time"; at: string }
  | { code: "cannot-move"; id: string; state: BroadcastState; action: string }
  | { code: "not-a-draft"; id: string; state: BroadcastState | "starting" }
  | { code: "test-refused"; reason: string };

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; problem: BroadcastProblem };

const refuse = (problem: BroadcastProblem): Outcome<never> => ({
  ok: false,
  problem,
});
const unknown = (id: string) => refuse({ code: "unknown-broadcast", id });

/** A new draft: the given mail, or the launch mail from the content. */
export async function createBroadcast(
  store: Store,
  {
    subject,
    text,
    html,
    maxPosition,
    now,
  }: {
    subject?: string;
    text?: string;
    html?: string;
    maxPosition: number | null;
    now: Date;
  },
): Promise<Outcome<string>> {
  if (
    subject !== undefined &&
    (subject.trim() === "" || /[\r\n]/.test(subject))
  )
    return refuse({ code: "subject-not-one-line" });
  if (subject !== undefined && text === undefined)
    return refuse({ code: "subject-without-text" });
  const draft = subject
    ? { subject, textBody: text ?? "", htmlBody: html ?? null }
    : {
        subject: launchMail.subject,
        textBody: launchMail.text,
        htmlBody: launchMail.html,
      };
  const id = await broadcastsTable(store.db).create({
    ...draft,
    maxPosition,
    rate: defaultRate,
    now: now.toISOString(),
  });
  return { ok: true, value: id };
}

/** Deletes a draft; a broadcast that has started is cancelled instead, and stays on record. */
export async function deleteDraft(
  store: Store,
  id: string,
): Promise<Outcome<Broadcast>> {
  const table = broadcastsTable(store.db);
  const broadcast = await table.find(id);
  if (!broadcast) return unknown(id);
  if (!(await table.deleteDraft(id)))
    return refuse({
      code: "not-a-draft",
      id,
      state: broadcast.state === "draft" ? "starting" : broadcast.state,
    });
  return { ok: true, value: broadcast };
}

/** When `--at` means: an ISO time, `launch` (the site's launch moment, server time), or now. */
export function startTime(at: string | undefined, now: Date): Outcome<Date> {
  if (at === undefined) return { ok: true, value: now };
  if (at === "launch")
    return { ok: true, value: new Date(localDateTime(site.launchTarget)) };
  const time =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(
      at,
    )
      ? new Date(at)
      : new Date(NaN);
  return Number.isNaN(time.getTime())
    ? refuse({ code: "bad-time", at })
    : { ok: true, value: time };
}

/**
 * Starts (or schedules) a broadcast: writes one row per recipient of its wave, then lets the
 * servers' workers send. Starting again adds only recipients not yet written.
 */
export async function startBroadcast(
  store: Store,
  id: string,
  {
    rate,
    at,
    maxPosition,
    now,
  }: { rate?: number; at?: string; maxPosition?: number | null; now: Date },
): Promise<Outcome<{ added: number; state: BroadcastState; sendAt: string }>> {
  const table = broadcastsTable(store.db);
  const broadcast = await table.find(id);
  if (!broadcast) return unknown(id);
  if (broadcast.state === "done" || broadcast.state === "cancelled")
    return refuse({ code: "ended", id, state: broadcast.state });
  const inText = templateProblem(broadcast.textBody);
  if (inText)
    return refuse({ code: "template", body: "text", problem: inText });
  const inHtml =
    broadcast.htmlBody === null ? null : templateProblem(broadcast.htmlBody);
  if (inHtml)
    return refuse({ code: "template", body: "HTML", problem: inHtml });
  if (
    rate !== undefined &&
    !(Number.isInteger(rate) && rate >= 1 && rate <= maxRate)
  )
    return refuse({ code: "bad-rate", maxRate });
  const when = startTime(at, now);
  if (!when.ok) return when;

  const wave = maxPosition === undefined ? broadcast.maxPosition : maxPosition;
  // The audience comes from the places: counted first, so it holds every change until now.
  await store.snapshot.countUnlessFresh(randomUUID(), 0);
  const state = when.value > now ? "scheduled" : "sending";
  const sendAt = when.value.toISOString();
  const added = await table.start(id, {
    state,
    rate: rate ?? broadcast.rate,
    sendAt,
    maxPosition: wave,
    now: now.toISOString(),
  });
  return { ok: true, value: { added, state, sendAt } };
}

const moves = {
  pause: { from: ["sending", "scheduled"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: {
    from: ["draft", "scheduled", "sending", "paused"],
    to: "cancelled",
  },
} as const satisfies Record<
  string,
  { from: BroadcastState[]; to: BroadcastState }
>;

/** Pause, resume or cancel; refused when the broadcast is not in a state that allows it. */
export async function moveBroadcast(
  store: Store,
  id: string,
  action: keyof typeof moves,
  now: Date,
): Promise<Outcome<BroadcastState>> {
  const table = broadcastsTable(store.db);
  const broadcast = await table.find(id);
  if (!broadcast) return unknown(id);
  const { from, to } = moves[action];
  // A resumed broadcast whose time has not come goes back to waiting for it.
  const target =
    action === "resume" && broadcast.sendAt && new Date(broadcast.sendAt) > now
      ? "scheduled"
      : to;
  const moved = await table.move(id, [...from], target, {
    now: now.toISOString(),
  });
  // Resuming is trying again: rows backing off from a failure are due at once.
  if (moved && action === "resume") await table.dueNow(id, now.toISOString());
  return moved
    ? { ok: true, value: target }
    : refuse({ code: "cannot-move", id, state: broadcast.state, action });
}

/** A broadcast's state and numbers, as the command line prints them and the dashboard shows them. */
export function describeBroadcast(
  broadcast: Broadcast,
  counts: BroadcastCounts,
) {
  return {
    id: broadcast.id,
    state: broadcast.state,
    subject: broadcast.subject,
    rate: broadcast.rate,
    sendAt: broadcast.sendAt,
    pausedReason: broadcast.pausedReason,
    createdAt: broadcast.createdAt,
    maxPosition: broadcast.maxPosition,
    ...counts,
  };
}

export type BroadcastStatus = ReturnType<typeof describeBroadcast>;

/** A broadcast's state and numbers. */
export async function broadcastStatus(
  store: Store,
  id: string,
): Promise<Outcome<BroadcastStatus>> {
  const table = broadcastsTable(store.db);
  const broadcast = await table.find(id);
  if (!broadcast) return unknown(id);
  return {
    ok: true,
    value: describeBroadcast(broadcast, await table.counts(id)),
  };
}

/**
 * One copy of a broadcast to any address, marked as a test: written nowhere, with an
 * unsubscribe link to the site's home page (it changes nothing) and a Message-ID of its own.
 */
export async function sendTestCopy(
  store: Store,
  id: string,
  {
    to,
    transport,
    from,
    origin,
  }: {
    to: string;
    transport: MailTransport;
    from: string | { name: string; address: string };
    origin: string;
  },
): Promise<Outcome<string>> {
  const broadcast = await broadcastsTable(store.db).find(id);
  if (!broadcast) return unknown(id);
  const host = new URL(origin).host;
  const mail = broadcastMail({
    broadcast,
    email: to,
    unsubscribeUrl: `${origin}/`,
    shopUrl: launchMail.shopUrl,
    host,
    test: true,
  });
  try {
    await transport.sendMail({
      from,
      to,
      ...mail,
      messageId: `<test.${randomUUID()}@${host}>`,
    });
  } catch (error) {
    return refuse({
      code: "test-refused",
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  return { ok: true, value: to };
}
