// The funnel against a reference: a generated log of visits, referral visits, signups and
// confirmations over three days, from two instances on one list, must give the numbers a
// plain reading of the same log gives, in any time zone, the days' edges included.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  funnelHours,
  readFunnel,
  type FunnelRow,
} from "../../server/dashboard/funnel";
import { dayIn } from "../../server/dashboard/signup-days";
import { visitsTable, type FunnelDimension } from "../../server/store/visits";
import { bothEngines } from "./engines";
import { startMailSink } from "./mail-sink";
import { json, signupServers, type SignupServer } from "./signup-server";
import { browserHeaders, sendPing, view } from "./visit-pings";

const servers = signupServers("bb-funnel-");
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());

const firstDay = "2026-12-01";
const dayMs = 86_400_000;
const start = Date.parse(`${firstDay}T00:00:00Z`);
const paths = ["/", "/news", "/collections"];
const sources = [null, "tiktok", "Newsletter", "instagram"];
const referrers = [null, "www.google.com", "news.example.org"];
const campaigns = [null, "drop-1", "teaser"];

type Visit = {
  kind: "visit";
  client: number;
  path: string;
  utmSource: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  /** an earlier signup whose share link it came by */
  sharer: number | null;
};
type Event = (
  | Visit
  | { kind: "signup"; client: number; person: number; path: string }
  | { kind: "confirm"; person: number }
) & { at: number; instance: number };

/** Moments near the days' edges as often as anywhere: three days, in seconds. */
const moment = fc.oneof(
  fc.integer({ min: 0, max: 3 * 86_400 - 1 }),
  fc
    .tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: -90, max: 90 }))
    .map(([day, offset]) => day * 86_400 + offset),
);

const eventArb = fc.record({
  second: moment,
  instance: fc.integer({ min: 0, max: 1 }),
  client: fc.integer({ min: 0, max: 5 }),
  person: fc.integer({ min: 0, max: 7 }),
  kind: fc.constantFrom("visit", "visit", "visit", "signup", "confirm"),
  path: fc.constantFrom(...paths),
  utmSource: fc.constantFrom(...sources),
  utmCampaign: fc.constantFrom(...campaigns),
  referrer: fc.constantFrom(...referrers),
  sharer: fc.option(fc.integer({ min: 0, max: 7 })),
});

/** The log in time order, one event a second at most, so no view comes too fast to read. */
const logArb = fc
  .uniqueArray(eventArb, {
    minLength: 5,
    maxLength: 40,
    selector: (e) => e.second,
  })
  .map((raw) =>
    raw
      .sort((a, b) => a.second - b.second)
      .map((e): Event => {
        const at = start + e.second * 1000;
        if (e.kind === "visit")
          return { ...e, kind: "visit", at, sharer: e.sharer };
        if (e.kind === "signup")
          return {
            kind: "signup",
            at,
            instance: e.instance,
            client: e.client,
            person: e.person,
            path: e.path,
          };
        return { kind: "confirm", at, instance: e.instance, person: e.person };
      }),
  );

const addressOf = (client: number) => `198.51.100.${client + 10}`;
const emailOf = (person: number) => `fan${person}@example.net`;

/** What the funnel must say of a log, read from the log alone. */
function reference(
  log: Event[],
  by: FunnelDimension,
  from: string,
  to: string,
  timeZone: string,
) {
  const inRange = (at: number) => {
    const day = dayIn(timeZone)(new Date(at));
    return day >= from && day <= to;
  };
  type Touch = {
    source: string;
    campaign: string;
    landing: string;
    referred: boolean;
  };
  const firstTouch = new Map<string, Touch & { at: number }>();
  const people = new Map<number, Touch & { at: number; confirmed: boolean }>();
  const rows = new Map<
    string,
    Omit<FunnelRow, "key" | "signupRate" | "confirmRate" | "kFactor">
  >();
  const row = (key: string) => {
    const found = rows.get(key) ?? {
      visitors: 0,
      signups: 0,
      confirmed: 0,
      referredVisitors: 0,
      referredConfirmed: 0,
    };
    rows.set(key, found);
    return found;
  };
  const keyOf = (touch: Touch) =>
    ({
      source: touch.source,
      campaign: touch.campaign || "(none)",
      landing: touch.landing || "(none)",
    })[by];

  for (const event of log) {
    const visitorKey = (client: number) =>
      `${client} ${new Date(event.at).toISOString().slice(0, 10)}`;
    if (event.kind === "visit") {
      const key = visitorKey(event.client);
      if (firstTouch.has(key)) continue;
      const sharer =
        event.sharer === null ? undefined : people.get(event.sharer);
      const touch = {
        at: event.at,
        source:
          sharer?.source ??
          (event.utmSource?.toLowerCase() ||
            (event.referrer?.replace(/^www\./, "") ?? "direct")),
        campaign: event.utmCampaign ?? "",
        landing: event.path,
        referred: sharer !== undefined,
      };
      firstTouch.set(key, touch);
      if (inRange(event.at)) {
        row(keyOf(touch)).visitors += 1;
        if (touch.referred) row(keyOf(touch)).referredVisitors += 1;
      }
    } else if (event.kind === "signup") {
      if (people.has(event.person)) continue;
      const touch = firstTouch.get(visitorKey(event.client));
      people.set(event.person, {
        at: event.at,
        source: touch?.source ?? "direct",
        campaign: touch?.campaign ?? "",
        landing: touch?.landing ?? "",
        referred: touch?.referred ?? false,
        confirmed: false,
      });
    } else {
      const person = people.get(event.person);
      if (person) person.confirmed = true;
    }
  }
  for (const person of people.values()) {
    if (!inRange(person.at)) continue;
    const counts = row(keyOf(person));
    counts.signups += 1;
    if (person.confirmed) counts.confirmed += 1;
    if (person.confirmed && person.referred) counts.referredConfirmed += 1;
  }
  return [...rows]
    .map(([key, counts]) => ({ key, ...counts }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The counts of each row, by key: what the reference gives. */
const countNames = [
  "key",
  "visitors",
  "signups",
  "confirmed",
  "referredVisitors",
  "referredConfirmed",
] as const;
const counts = (rows: FunnelRow[]) =>
  rows
    .map((row) =>
      Object.fromEntries(countNames.map((name) => [name, row[name]])),
    )
    .sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1));

describe.each(bothEngines())("the funnel on $name", (engine) => {
  it("equals a reference reading of a generated log from two instances", async () => {
    await fc.assert(
      fc.asyncProperty(
        logArb,
        fc.constantFrom<FunnelDimension>("source", "campaign", "landing"),
        fc.constantFrom("UTC", "America/New_York", "Asia/Tokyo"),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        async (log, by, timeZone, a, b) => {
          const env = await engine.fresh();
          let time = start;
          const clock = { now: () => new Date(time) };
          const config = {
            now: clock.now,
            trustProxy: true,
            smtpUrl: sink.url,
            signupSecret: "test-secret-of-at-least-32-chars!",
            databaseUrl: env.DATABASE_URL,
          };
          const folder = env.DATA_DIR ?? servers.dataDir();
          const instances: SignupServer[] = [];
          instances.push(await servers.start(config, folder));
          instances.push(await servers.start(config, folder));
          try {
            const codes = new Map<number, string>();
            for (const [index, event] of log.entries()) {
              time = event.at;
              const server = instances[event.instance] as SignupServer;
              if (event.kind === "visit") {
                const code =
                  event.sharer === null ? undefined : codes.get(event.sharer);
                const reply = await sendPing(
                  server.port,
                  view(event.path, {
                    ...(event.utmSource ? { utm_source: event.utmSource } : {}),
                    ...(event.utmCampaign
                      ? { utm_campaign: event.utmCampaign }
                      : {}),
                    ...(event.referrer ? { referrer: event.referrer } : {}),
                    // A code of nobody's counts as no share link at all.
                    ...(event.sharer === null
                      ? {}
                      : { ref: code ?? "nobody0000" }),
                  }),
                  addressOf(event.client),
                );
                expect(reply.status).toBe(204);
                // A visitor's first touch is the first one written: each instance's counts
                // go before the other's come in, so they are written in the log's order.
                const nextVisit = log
                  .slice(index + 1)
                  .find((next) => next.kind === "visit");
                if (nextVisit?.instance !== event.instance)
                  await server.visits.flush();
              } else if (event.kind === "signup") {
                // What another instance counted is read from the list once it is written.
                for (const instance of instances) await instance.visits.flush();
                const reply = await server.post(
                  json,
                  JSON.stringify({
                    email: emailOf(event.person),
                    source: "home",
                  }),
                  browserHeaders(server.port, addressOf(event.client)),
                );
                expect(reply.status).toBe(200);
                const signup = await server.store.findSignup({
                  email: emailOf(event.person),
                });
                if (signup?.referralCode)
                  codes.set(event.person, signup.referralCode);
              } else {
                const code = codes.get(event.person);
                if (code) await server.subscriptions.confirm(code);
              }
            }
            for (const instance of instances) await instance.visits.flush();
            const days = [0, 1, 2].map((n) =>
              new Date(start + n * dayMs).toISOString().slice(0, 10),
            );
            const [from, to] = [
              days[Math.min(a, b)] ?? firstDay,
              days[Math.max(a, b)] ?? firstDay,
            ];
            const hours = funnelHours(from, to, timeZone);
            if ("problem" in hours) throw new Error(hours.problem);
            const funnel = await readFunnel(
              visitsTable((instances[0] as SignupServer).store.db),
              { from, to, by, timeZone },
              hours,
            );
            expect(counts(funnel.rows)).toEqual(
              reference(log, by, from, to, timeZone).filter(
                (r) => r.visitors + r.signups > 0,
              ),
            );
          } finally {
            for (const instance of instances) await instance.stop();
          }
        },
      ),
      // Ninety seconds at most, shrinking a failure included: then the smallest log found is told.
      {
        numRuns: 10,
        interruptAfterTimeLimit: 90_000,
        markInterruptAsFailure: true,
      },
    );
  }, 120_000);
});
