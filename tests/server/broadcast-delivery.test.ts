// How a broadcast meets the world, on SQLite and PostgreSQL, with a local SMTP sink: the rate
// held by two instances together while a new signup's confirmation still goes at once; the
// mail server's 451 retried and 550 suppressed; the mail server down pausing the broadcast
// and losing nobody; a pause and a resume sending everyone exactly one; a schedule kept
// through a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBroadcast, moveBroadcast } from "../../server/broadcast/commands";
import { freePort } from "../../scripts/free-port";
import { perBucket } from "../../bench/lib/arrivals";
import {
  addConfirmed,
  fanAddresses,
  launchBroadcast,
  reaches,
  statusOf,
} from "./broadcast-helpers";
import { bothEngines, type EngineEnv } from "./engines";
import { startMailSink, type MailSink } from "./mail-sink";
import { json, signupServers } from "./signup-server";

const servers = signupServers("bb-broadcast-delivery-");
const signupSecret = "broadcast-delivery-secret-of-32-chars!";

// Addresses the sink turns away: for now once, or for good.
const refused = new Map<string, number>();
let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink({
    refuse: (address) => {
      const code = refused.get(address);
      if (code === 451) refused.delete(address);
      return code;
    },
  });
});
afterAll(() => sink.stop());

/** A server of this file's on the engine's list, mailing into the sink. */
const configFor = (env: EngineEnv) => ({
  smtpUrl: sink.url,
  signupSecret,
  databaseUrl: env.DATABASE_URL,
});

const copies = (emails: string[]) =>
  emails.map((email) => sink.to(email).length);

describe.each(bothEngines())("a broadcast on $name", (engine) => {
  it("holds its rate across two instances, and a signup meanwhile is confirmed at once", async () => {
    const env = await engine.fresh();
    const dataDir = env.DATA_DIR ?? servers.dataDir();
    const config = configFor(env);
    const first = await servers.start(config, dataDir);
    const second = await servers.start(config, dataDir);
    try {
      const rate = 50;
      const fans = fanAddresses(`rate-${engine.name}-${Date.now()}`, 300);
      await addConfirmed(first.store, fans);
      const started = Date.now();
      const id = await launchBroadcast(first.store, rate);

      await expect
        .poll(() => sink.to(fans[50] ?? "").length, { timeout: 10_000 })
        .toBe(1);
      const newcomer = `newcomer-${engine.name}-${Date.now()}@mail.test`;
      const joined = Date.now();
      const reply = await second.post(
        json,
        JSON.stringify({ email: newcomer, source: "home" }),
      );
      expect(reply.status).toBe(200);
      await expect
        .poll(() => sink.to(newcomer).length, { timeout: 5_000, interval: 20 })
        .toBe(1);
      const confirmedAfterMs = (sink.to(newcomer)[0]?.at ?? 0) - joined;
      expect(confirmedAfterMs).toBeLessThan(5_000);

      await reaches(first.store, id, "done");
      expect(copies(fans).every((n) => n === 1)).toBe(true);
      // Both instances sent a share of it.
      const [shares] = await first.store.db.all(
        "SELECT COUNT(DISTINCT claimed_by) AS n FROM broadcast_recipients WHERE broadcast_id = ?",
        [id],
      );
      expect(Number(shares?.n)).toBe(2);
      // Two-second buckets from the start: each holds the rate's 100 mails, give or take 10 %.
      const buckets = perBucket(
        fans.map((fan) => sink.to(fan)[0]?.at ?? 0),
        2_000,
        started,
      );
      expect(buckets.length).toBeGreaterThanOrEqual(2);
      for (const count of buckets) {
        expect(count).toBeGreaterThanOrEqual(rate * 2 * 0.9);
        expect(count).toBeLessThanOrEqual(rate * 2 * 1.1);
      }
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 40_000);

  it("retries a 451 until it is delivered, and a 550 suppresses the address for good", async () => {
    const env = await engine.fresh();
    const server = await servers.start(
      {
        ...configFor(env),
        broadcast: { retryBaseMs: 100 },
      },
      env.DATA_DIR,
    );
    try {
      const fans = fanAddresses(`refused-${engine.name}-${Date.now()}`, 10);
      const [later = "", never = ""] = fans;
      refused.set(later, 451);
      refused.set(never, 550);
      await addConfirmed(server.store, fans);
      const id = await launchBroadcast(server.store, 50);
      await reaches(server.store, id, "done");
      expect(await statusOf(server.store, id)).toMatchObject({
        audience: 10,
        sent: 9,
        failed: 1,
        pending: 0,
        inDoubt: 0,
      });
      expect(copies(fans)).toEqual([1, 0, 1, 1, 1, 1, 1, 1, 1, 1]);

      // The next broadcast leaves the refused address out.
      const next = await launchBroadcast(server.store);
      const started = await startBroadcast(server.store, next, {
        now: new Date(),
      });
      expect(started).toMatchObject({ ok: true, value: { added: 9 } });
      await reaches(server.store, next, "done");
      expect(copies(fans)).toEqual([2, 0, 2, 2, 2, 2, 2, 2, 2, 2]);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it("pauses when the mail server is down, and once resumed sends everyone exactly one", async () => {
    const env = await engine.fresh();
    const port = await freePort();
    const server = await servers.start(
      {
        ...configFor(env),
        smtpUrl: `smtp://127.0.0.1:${port}`,
        broadcast: { retryBaseMs: 60_000 },
      },
      env.DATA_DIR,
    );
    const fans = fanAddresses(`down-${engine.name}-${Date.now()}`, 20);
    let revived: MailSink | undefined;
    try {
      await addConfirmed(server.store, fans);
      const id = await launchBroadcast(server.store, 50);
      await reaches(server.store, id, "paused");
      const paused = await statusOf(server.store, id);
      expect(paused).toMatchObject({ sent: 0, failed: 0, pending: 20 });
      expect(paused.pausedReason).toMatch(
        /^10 sends failed in a row; the last: /,
      );

      // The mail server is back where it was; the resume tries the backed-off rows at once.
      revived = await startMailSink({ port });
      expect(
        await moveBroadcast(server.store, id, "resume", new Date()),
      ).toEqual({ ok: true, value: "sending" });
      await reaches(server.store, id, "done");
      expect(await statusOf(server.store, id)).toMatchObject({
        sent: 20,
        failed: 0,
        inDoubt: 0,
      });
      const back = revived;
      expect(fans.map((fan) => back.to(fan).length)).toEqual(fans.map(() => 1));
    } finally {
      await server.stop();
      await revived?.stop();
    }
  }, 30_000);

  it("sends nothing while paused and everyone exactly one after the resume", async () => {
    const env = await engine.fresh();
    const server = await servers.start(configFor(env), env.DATA_DIR);
    try {
      const fans = fanAddresses(`pause-${engine.name}-${Date.now()}`, 40);
      await addConfirmed(server.store, fans);
      const id = await launchBroadcast(server.store, 40);
      await expect
        .poll(() => sink.to(fans[15] ?? "").length, { timeout: 10_000 })
        .toBe(1);
      expect(
        await moveBroadcast(server.store, id, "pause", new Date()),
      ).toEqual({
        ok: true,
        value: "paused",
      });
      // What was in flight at the pause lands; then nothing more.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const during = copies(fans).reduce((a, b) => a + b, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(copies(fans).reduce((a, b) => a + b, 0)).toBe(during);
      expect(during).toBeLessThan(fans.length);

      await moveBroadcast(server.store, id, "resume", new Date());
      await reaches(server.store, id, "done");
      expect(copies(fans)).toEqual(fans.map(() => 1));
      expect(await statusOf(server.store, id)).toMatchObject({
        sent: 40,
        inDoubt: 0,
      });
    } finally {
      await server.stop();
    }
  }, 30_000);

  it("keeps a schedule through a restart and sends at its time, not before", async () => {
    const env = await engine.fresh();
    const config = configFor(env);
    const first = await servers.start(config, env.DATA_DIR);
    const fans = fanAddresses(`scheduled-${engine.name}-${Date.now()}`, 3);
    await addConfirmed(first.store, fans);
    const id = await launchBroadcast(first.store);
    const sendAt = new Date(Date.now() + 2_000);
    const scheduled = await startBroadcast(first.store, id, {
      at: sendAt.toISOString(),
      rate: 50,
      now: new Date(),
    });
    expect(scheduled).toMatchObject({
      ok: true,
      value: { state: "scheduled" },
    });
    await first.stop();

    const second = await servers.start(config, env.DATA_DIR);
    try {
      await reaches(second.store, id, "done");
      for (const fan of fans) {
        expect(sink.to(fan)).toHaveLength(1);
        expect(sink.to(fan)[0]?.at).toBeGreaterThanOrEqual(sendAt.getTime());
      }
    } finally {
      await second.stop();
    }
  }, 30_000);
});
