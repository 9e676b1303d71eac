// What the broadcast tests share: a list of confirmed subscribers, a broadcast of the launch
// mail started at a rate, its status, and servers mailing into a sink.
import { commandLineWords } from "../../scripts/broadcast-cli";
import { afterAll, beforeAll, expect } from "vitest";
import {
  broadcastStatus,
  createBroadcast,
  startBroadcast,
} from "../../server/broadcasts/commands";
import type { Store } from "../../server/store/index";
import type { EngineEnv } from "./engines";
import { type MailSink, startMailSink } from "./mail-sink";
import { signupServers } from "./signup-server";

/** Confirmed subscribers, queued in the order given. */
export async function addConfirmed(store: Store, emails: string[]) {
  for (const [i, email] of emails.entries())
    await store.addSignup({
      email,
      createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, 0, i)).toISOString(),
      source: "home",
      consentVersion: "v1",
    });
}

/** `count` new addresses with a tag of their own, so tests sharing a sink never mix. */
export const fanAddresses = (tag: string, count: number) =>
  Array.from({ length: count }, (_, i) => `fan${i}-${tag}@mail.test`);

export async function statusOf(store: Store, id: string) {
  const status = await broadcastStatus(store, id);
  if (!status.ok) throw new Error(commandLineWords(status.problem));
  return status.value;
}

/** The launch mail to every confirmed subscriber, created; started now at `rate` if given. */
export async function launchBroadcast(store: Store, rate?: number) {
  const created = await createBroadcast(store, {
    maxPosition: null,
    now: new Date(),
  });
  if (!created.ok) throw new Error(commandLineWords(created.problem));
  if (rate !== undefined) {
    const started = await startBroadcast(store, created.value, {
      rate,
      now: new Date(),
    });
    if (!started.ok) throw new Error(commandLineWords(started.problem));
  }
  return created.value;
}

/**
 * After a pause: what was in flight lands within `inFlightMs`, then nothing more is sent for
 * half a second, and not everyone had it. The mails the sink holds for `fans` by then.
 */
export async function expectSendingStopped(
  copies: (emails: string[]) => number[],
  fans: string[],
  inFlightMs = 300,
) {
  const total = () => copies(fans).reduce((a, b) => a + b, 0);
  await new Promise((resolve) => setTimeout(resolve, inFlightMs));
  const during = total();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(total()).toBe(during);
  expect(during).toBeLessThan(fans.length);
  return during;
}

/** Waits until the broadcast is in `state`. */
export async function reaches(
  store: Store,
  id: string,
  state: string,
  timeout = 20_000,
) {
  await expect
    .poll(async () => (await statusOf(store, id)).state, {
      timeout,
      interval: 100,
    })
    .toBe(state);
}

/**
 * For a file of delivery tests: a mail sink that turns away the addresses put in `refused`
 * (451 once, any other code for good), and signup servers on an engine's list that mail into it.
 */
export function deliveryRig(prefix: string) {
  const servers = signupServers(prefix);
  const refused = new Map<string, number | { code: number; message: string }>();
  let started: MailSink | undefined;
  beforeAll(async () => {
    started = await startMailSink({
      refuse: (address) => {
        const refusal = refused.get(address);
        const code = typeof refusal === "number" ? refusal : refusal?.code;
        if (code === 451) refused.delete(address);
        return refusal;
      },
    });
  });
  afterAll(() => started?.stop());
  const sink = () => {
    if (!started) throw new Error("The mail sink starts in beforeAll");
    return started;
  };
  return {
    servers,
    refused,
    sink,
    /** A server config on the engine's list, mailing into the sink. */
    configFor: (env: EngineEnv) => ({
      smtpUrl: sink().url,
      signupSecret: `${prefix}secret-of-at-least-32-characters`,
      databaseUrl: env.DATABASE_URL,
    }),
    /** How many mails the sink holds for each address. */
    copies: (emails: string[]) =>
      emails.map((email) => sink().to(email).length),
  };
}
