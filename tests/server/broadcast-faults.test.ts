// How a broadcast meets a failing world, on SQLite and PostgreSQL, with a local SMTP sink:
// the mail server's 451 retried and 550 suppressed, the mail server down pausing the
// broadcast and losing nobody, a schedule kept through a restart. None of them measures a
// pace, so they run beside other files; broadcast-delivery.test.ts has those that do.
import { describe, expect, it } from "vitest";
import {
  startBroadcast,
  moveBroadcast,
} from "../../server/broadcasts/commands";
import { freePort } from "../../scripts/free-port";
import {
  addConfirmed,
  deliveryRig,
  fanAddresses,
  launchBroadcast,
  reaches,
  statusOf,
} from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { startMailSink, type MailSink } from "./mail-sink";

const { servers, refused, sink, configFor, copies } = deliveryRig(
  "bb-broadcast-faults-",
);

describe.each(bothEngines())("a broadcast on $name", (engine) => {
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
      // A row another sender had claimed when the tenth failure paused it is still
      // `sending` for a moment: its own failure puts it back with the rest.
      await expect
        .poll(() => statusOf(server.store, id), { timeout: 5_000 })
        .toMatchObject({ sent: 0, failed: 0, sending: 0, pending: 20 });
      const paused = await statusOf(server.store, id);
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
        expect(sink().to(fan)).toHaveLength(1);
        expect(sink().to(fan)[0]?.at).toBeGreaterThanOrEqual(sendAt.getTime());
      }
    } finally {
      await second.stop();
    }
  }, 30_000);
});
