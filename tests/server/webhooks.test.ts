import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeEndpoint } from "../../app/lib/signup-form";
import { signLink } from "../../server/launch-list/signed-link";
import { outboxTable } from "../../server/store/mail";
import { webhookSignature } from "../../server/mail/webhook";
import { bothEngines } from "./engines";
import { request } from "./http";
import { startWebhookReceiver, type WebhookCall } from "./mail-sink";
import { form, json, signupServers, type SignupServer } from "./signup-server";
import { signups } from "./signups-cli";

const secret = "webhook-secret-of-at-least-32-chars";
const retry = { baseMs: 40, maxMs: 200, maxAttempts: 10 };
const servers = signupServers("bb-webhooks-");

/** Waits until `done` holds, checking every 20 ms, for at most 10 s. */
async function until(done: () => boolean | Promise<boolean>) {
  const end = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The checks a receiver makes: the signature over `timestamp.body` and the event id. */
function verify(call: WebhookCall) {
  const timestamp = String(call.headers["x-signup-timestamp"]);
  expect(call.headers["x-signup-signature"]).toBe(
    webhookSignature(secret, timestamp, call.body),
  );
  expect(call.headers["content-type"]).toBe("application/json");
  const body = JSON.parse(call.body);
  expect(call.headers["x-signup-event-id"]).toBe(body.id);
  return body;
}

const delivered = (calls: WebhookCall[]) =>
  calls.filter((call) => call.status === 200).map(verify);

describe.each(bothEngines())(
  "webhooks through the outbox on $name",
  { timeout: 30_000 },
  (engine) => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      // Down for the first two attempts, then up.
      receiver = await startWebhookReceiver([500, 503]);
    });
    afterAll(() => receiver.stop());

    it("retries a failing receiver across a restart, signs every call and delivers each event once", async () => {
      const env = await engine.fresh();
      const folder = env.DATA_DIR ?? servers.dataDir();
      const start = () =>
        servers.start(
          {
            webhookUrl: receiver.url,
            signupSecret: secret,
            databaseUrl: env.DATABASE_URL,
            retry,
          },
          folder,
        );
      const signUp = (server: SignupServer, email: string) =>
        server.post(
          json,
          JSON.stringify({
            email,
            source: "news",
            utm_source: "insta",
            ref: "nope",
          }),
        );

      const first = await start();
      expect((await signUp(first, "hook@mail.test")).status).toBe(200);
      await until(() => receiver.calls.length >= 1);
      await first.stop();
      const pending = await signups(env, "webhooks");
      expect(pending.stdout).toContain("hook@mail.test");

      // A restart resumes from the outbox; a second instance on the same store joins in.
      const [second, third] = [await start(), await start()];
      await until(() => delivered(receiver.calls).length === 1);
      for (let i = 0; i < 6; i++)
        await signUp(i % 2 ? second : third, `more${i}@mail.test`);
      const code =
        (await second.store.findSignup({ email: "hook@mail.test" }))
          ?.referralCode ?? "";
      const leave = await request(
        second.port,
        `${unsubscribeEndpoint}?t=${signLink(secret, "unsubscribe", code, null)}`,
        {
          method: "POST",
          headers: { "Content-Type": form },
          body: "List-Unsubscribe=One-Click",
        },
      );
      expect(leave.status).toBe(200);
      await until(() => delivered(receiver.calls).length === 8);
      await second.deliveries.runOnce();
      await third.deliveries.runOnce();

      const bodies = delivered(receiver.calls);
      const ids = bodies.map((body) => body.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(8);
      const [confirmed] = bodies;
      expect(confirmed).toMatchObject({
        type: "confirmed",
        email: "hook@mail.test",
        source: "news",
        attribution: { utm_source: "insta", utm_medium: null, ref: null },
      });
      expect(confirmed.occurred_at).toBe(confirmed.confirmed_at);
      // Two instances deliver side by side, so only one address's own events keep their order.
      expect(
        bodies
          .filter((body) => body.email === "hook@mail.test")
          .map((body) => body.type),
      ).toEqual(["confirmed", "unsubscribed"]);
      // The failed attempts carried the same event and body as the one that got through.
      const failed = receiver.calls.filter((call) => call.status !== 200);
      expect(failed.map((call) => call.body)).toEqual([
        receiver.calls.find((call) => call.status === 200)?.body,
        receiver.calls.find((call) => call.status === 200)?.body,
      ]);
      const rows = await outboxTable(second.store.db).list({ kind: "webhook" });
      expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
      expect(
        rows.find((row) => row.subscriber === "hook@mail.test")?.attempts,
      ).toBe(3);
      await second.stop();
      await third.stop();
      expect(
        (await signups(env, "webhooks")).stdout.trim().split("\n"),
      ).toHaveLength(1);
    });
  },
);
