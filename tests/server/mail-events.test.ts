// POST /api/mail-events on SQLite and PostgreSQL: signed bounces and complaints act on the list
// (a hard bounce suppresses, soft ones after three, a complaint unsubscribes and suppresses),
// a VERP token names its subscriber whatever the recipient says, and an unsigned, replayed or
// malformed body is refused and changes nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  signatureHeader,
  signatureOf,
  softBouncesToSuppress,
} from "../../server/mail/mail-events";
import { verpToken } from "../../server/mail/verp";
import { mailEventsTable } from "../../server/store/mail";
import type { Store } from "../../server/store/index";
import { addConfirmed } from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { request } from "./http";
import { signupServers } from "./signup-server";

const servers = signupServers("bb-mail-events-");
const secret = "mail-events-secret-of-32-characters!";
const linkSecret = "link-secret-of-at-least-32-characters";

type Server = Awaited<ReturnType<typeof servers.start>>;

const post = (
  server: Server,
  body: string,
  headers: Record<string, string> = {
    [signatureHeader]: signatureOf(secret, Buffer.from(body)),
  },
) =>
  request(server.port, "/api/mail-events", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

const events = (...list: object[]) => JSON.stringify({ events: list });

async function suppressed(store: Store) {
  const rows = await store.db.all(
    "SELECT email FROM suppressions ORDER BY email",
  );
  return rows.map((row) => String(row.email));
}

/** What the refusals must leave as it was. */
async function listState(store: Store) {
  return {
    suppressed: await suppressed(store),
    events: await store.db.all("SELECT * FROM mail_events ORDER BY id"),
    statuses: await store.db.all(
      "SELECT email, status FROM signups ORDER BY email",
    ),
  };
}

describe.each(bothEngines())("mail events on $name", (engine) => {
  async function start() {
    const env = await engine.fresh();
    return servers.start(
      {
        mailEventsSecret: secret,
        signupSecret: linkSecret,
        databaseUrl: env.DATABASE_URL,
      },
      env.DATA_DIR,
    );
  }

  it("suppresses a hard bounce, soft ones from the third in 30 days, and unsubscribes a complaint", async () => {
    const server = await start();
    try {
      const tag = randomUUID().slice(0, 8);
      const [hard, soft, fewSoft, complaint] = [
        "hard",
        "soft",
        "few-soft",
        "complaint",
      ].map((name) => `${name}-${tag}@mail.test`) as [
        string,
        string,
        string,
        string,
      ];
      await addConfirmed(server.store, [hard, soft, fewSoft, complaint]);
      const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();
      const softs = (email: string, days: number[]) =>
        days.map((n) => ({ type: "soft", recipient: email, at: day(n) }));

      const first = await post(
        server,
        events(
          { type: "hard", recipient: hard, at: day(1) },
          ...softs(soft, [1, 10, 20].slice(0, softBouncesToSuppress)),
          // Three, but the first is more than 30 days before the third.
          ...softs(fewSoft, [1, 25, 40]),
          { type: "complaint", recipient: complaint, at: day(2) },
        ),
      );
      expect(first.status, first.body.toString()).toBe(200);
      expect(JSON.parse(first.body.toString())).toEqual({ events: 8, new: 8 });
      expect(await suppressed(server.store)).toEqual(
        [complaint, hard, soft].sort(),
      );
      expect(
        (await server.store.findSignup({ email: complaint }))?.status,
      ).toBe("unsubscribed");
      expect((await server.store.findSignup({ email: fewSoft }))?.status).toBe(
        "confirmed",
      );
      expect(await mailEventsTable(server.store.db).of(fewSoft)).toHaveLength(
        3,
      );

      // The same events in another body are known: nothing is counted twice.
      const again = await post(server, events(...softs(fewSoft, [25, 40])));
      expect(JSON.parse(again.body.toString())).toEqual({ events: 2, new: 0 });
      expect(await suppressed(server.store)).not.toContain(fewSoft);
    } finally {
      await server.stop();
    }
  });

  it("takes the subscriber and broadcast a VERP token names, and ignores a tampered one", async () => {
    const server = await start();
    try {
      const tag = randomUUID().slice(0, 8);
      const fan = `fan-${tag}@mail.test`;
      await addConfirmed(server.store, [fan]);
      const code = (await server.store.findSignup({ email: fan }))
        ?.referralCode as string;
      const broadcast = randomUUID();
      const token = verpToken(linkSecret, {
        code,
        mail: { kind: "broadcast", id: broadcast },
      });
      const reply = await post(
        server,
        events(
          // The provider reports a forwarding address; the token names the subscriber.
          {
            type: "hard",
            recipient: `fwd-${tag}@mail.test`,
            token,
            at: "2026-11-01T10:00:00Z",
          },
          {
            type: "soft",
            recipient: `other-${tag}@mail.test`,
            token: `${token.slice(0, -1)}x`,
            at: "2026-11-01T10:00:00Z",
          },
        ),
      );
      expect(reply.status).toBe(200);
      const [event] = await mailEventsTable(server.store.db).of(fan);
      expect(event).toMatchObject({ kind: "hard", broadcastId: broadcast });
      expect(await suppressed(server.store)).toEqual([fan]);
      expect(
        await mailEventsTable(server.store.db).of(`other-${tag}@mail.test`),
      ).toMatchObject([{ kind: "soft", broadcastId: null }]);
    } finally {
      await server.stop();
    }
  });

  it("refuses an unsigned, wrongly signed, replayed or malformed body and changes nothing", async () => {
    const server = await start();
    try {
      const tag = randomUUID().slice(0, 8);
      const fan = `fan-${tag}@mail.test`;
      await addConfirmed(server.store, [fan]);
      const good = events({
        type: "hard",
        recipient: fan,
        at: "2026-11-01T10:00:00Z",
      });
      const before = await listState(server.store);
      const refusals: [string, Record<string, string>, number, string][] = [
        [good, {}, 401, "unsigned"],
        [
          good,
          { [signatureHeader]: signatureOf("x".repeat(32), Buffer.from(good)) },
          401,
          "unsigned",
        ],
        [
          `${good} `,
          { [signatureHeader]: signatureOf(secret, Buffer.from(good)) },
          401,
          "unsigned",
        ],
      ];
      for (const body of [
        "{not json",
        events({ type: "bounce", recipient: fan, at: "2026-11-01" }),
        events({ type: "hard", recipient: "not an address", at: "2026-11-01" }),
        events({ type: "hard", recipient: fan, at: "yesterday" }),
        events({ type: "hard", recipient: fan, at: "2026-11-01", extra: 1 }),
        JSON.stringify({ events: [] }),
        JSON.stringify({ events: "hard" }),
        // One good event beside a bad one: neither acts.
        events(
          { type: "hard", recipient: fan, at: "2026-11-01" },
          { type: "hard", recipient: "x", at: "2026-11-01" },
        ),
      ])
        refusals.push([
          body,
          { [signatureHeader]: signatureOf(secret, Buffer.from(body)) },
          400,
          "bad-request",
        ]);
      for (const [body, headers, status, problem] of refusals) {
        const reply = await post(server, body, headers);
        expect(reply.status, body).toBe(status);
        expect(JSON.parse(reply.body.toString()).problem).toBe(problem);
        expect(reply.body.toString()).not.toMatch(/at \w+ \(/);
      }
      expect(await listState(server.store)).toEqual(before);

      expect((await post(server, good)).status).toBe(200);
      const after = await listState(server.store);
      const replay = await post(server, good);
      expect(replay.status).toBe(409);
      expect(JSON.parse(replay.body.toString()).problem).toBe("replayed");
      expect(await listState(server.store)).toEqual(after);
    } finally {
      await server.stop();
    }
  });
});

describe("mail events without MAIL_EVENTS_SECRET", () => {
  it("are not taken", async () => {
    const server = await servers.start({}, undefined);
    try {
      const body = events({
        type: "hard",
        recipient: "a@mail.test",
        at: "2026-11-01",
      });
      const reply = await post(server, body);
      expect(reply.status).toBe(404);
      expect(await suppressed(server.store)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
