// A launch mail that stops itself, on SQLite and PostgreSQL, with a local SMTP sink: complaints
// told by the provider's webhook pause it past 0.1 % of a window of its last sent, a 4.7.x from the mail
// server pauses it at once, and after the resume everyone still on the list has it once.
import { describe, expect, it } from "vitest";
import { moveBroadcast } from "../../server/broadcasts/commands";
import { signatureHeader, signatureOf } from "../../server/mail/mail-events";
import { tokenOfAddress } from "../../server/mail/verp";
import {
  addConfirmed,
  deliveryRig,
  expectSendingStopped,
  fanAddresses,
  launchBroadcast,
  reaches,
  statusOf,
} from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { request } from "./http";

const { servers, sink, refused, configFor, copies } = deliveryRig(
  "bb-broadcast-guard-",
);
const mailEventsSecret = "guard-mail-events-secret-of-32-chars";

describe.each(bothEngines())("a broadcast's guard on $name", (engine) => {
  it("pauses when complaints come in, says why, and resumes", async () => {
    const env = await engine.fresh();
    const server = await servers.start(
      { ...configFor(env), mailEventsSecret },
      env.DATA_DIR,
    );
    try {
      const fans = fanAddresses(`complaint-${engine.name}-${Date.now()}`, 40);
      await addConfirmed(server.store, fans);
      const id = await launchBroadcast(server.store, 10);
      // Two complaints: more than 0.1 % of a window of 1,000.
      const complainers = fans.slice(0, 2);
      await expect
        .poll(() => sink().to(fans[4] ?? "").length, { timeout: 10_000 })
        .toBe(1);
      const body = JSON.stringify({
        events: complainers.map((fan) => ({
          type: "complaint",
          recipient: fan,
          token: tokenOfAddress(sink().to(fan)[0]?.from ?? ""),
          at: new Date().toISOString(),
        })),
      });
      const reply = await request(server.port, "/api/mail-events", {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          [signatureHeader]: signatureOf(mailEventsSecret, Buffer.from(body)),
        },
      });
      expect(reply.status, reply.body.toString()).toBe(200);

      const status = await statusOf(server.store, id);
      expect(status.state).toBe("paused");
      expect(status.pausedReason).toMatch(/^complaints reached/);
      for (const fan of complainers)
        expect((await server.store.findSignup({ email: fan }))?.status).toBe(
          "unsubscribed",
        );
      await expectSendingStopped(copies, fans, 500);

      // The owner resumes; the guard judges again at the next bounce or complaint.
      await moveBroadcast(server.store, id, "resume", new Date());
      await reaches(server.store, id, "done", 30_000);
      expect(copies(fans)).toEqual(fans.map(() => 1));
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("pauses at once when the mail server answers 4.7.x, and resumes", async () => {
    const env = await engine.fresh();
    const server = await servers.start(configFor(env), env.DATA_DIR);
    try {
      const fans = fanAddresses(`pushback-${engine.name}-${Date.now()}`, 20);
      const pushedBack = fans[5] ?? "";
      // Once: the next try, after the resume, is taken.
      refused.set(pushedBack, {
        code: 451,
        message: "4.7.28 Our system has detected an unusual rate of mail",
      });
      await addConfirmed(server.store, fans);
      const id = await launchBroadcast(server.store, 40);
      await reaches(server.store, id, "paused");
      expect((await statusOf(server.store, id)).pausedReason).toMatch(
        /^the mail server pushed back: 451 4\.7\.28/,
      );
      await moveBroadcast(server.store, id, "resume", new Date());
      await reaches(server.store, id, "done");
      expect(copies(fans)).toEqual(fans.map(() => 1));
    } finally {
      await server.stop();
    }
  }, 40_000);
});
