// Broadcasts sent by a running server into a local SMTP sink, on SQLite and PostgreSQL: one
// mail per confirmed subscriber and none to anyone else, an unsubscribe during the send
// honoured and credited, the headers mailbox providers ask for, the rate, and nothing more on
// a second start.
import { commandLineWords } from "../../scripts/broadcast-cli";
import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchMail } from "../../app/content/launch-mail";
import { broadcastMessageId } from "../../server/broadcasts/broadcast-mail";
import { defaultSenderTiming } from "../../server/broadcasts/sender";
import {
  createBroadcast,
  startBroadcast,
} from "../../server/broadcasts/commands";
import { subscriberLinks } from "../../server/mail/outbox-deliveries";
import { readVerpToken, tokenOfAddress } from "../../server/mail/verp";
import { addConfirmed, statusOf } from "./broadcast-helpers";
import { request } from "./http";
import { bothEngines } from "./engines";
import { startMailSink } from "./mail-sink";
import { signupServers } from "./signup-server";
import { signups } from "./signups-cli";

const servers = signupServers("bb-broadcast-send-");
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());

const secret = "broadcast-test-secret-of-32-characters!";

describe.each(bothEngines())("a broadcast sent on $name", (engine) => {
  it("reaches every confirmed subscriber once, at the rate set, with the unsubscribe headers", async () => {
    const env = await engine.fresh();
    const server = await servers.start(
      {
        smtpUrl: sink.url,
        signupSecret: secret,
        databaseUrl: env.DATABASE_URL,
      },
      env.DATA_DIR,
    );
    try {
      const tag = `${engine.name}-${Date.now()}`;
      const fans = Array.from(
        { length: 30 },
        (_, i) => `fan${i}-${tag}@mail.test`,
      );
      await addConfirmed(server.store, fans);
      await server.store.addSignup({
        email: `pending-${tag}@mail.test`,
        createdAt: new Date().toISOString(),
        source: "home",
        consentVersion: "v1",
        status: "pending",
      });
      await addConfirmed(server.store, [
        `left-${tag}@mail.test`,
        `bounced-${tag}@mail.test`,
      ]);
      await server.store.db.run(
        "UPDATE signups SET status = 'unsubscribed' WHERE email = ?",
        [`left-${tag}@mail.test`],
      );
      await server.store.db.run(
        "INSERT INTO suppressions (email, reason, created_at) VALUES (?, '550', ?)",
        [`bounced-${tag}@mail.test`, new Date().toISOString()],
      );

      const created = await createBroadcast(server.store, {
        maxPosition: null,
        now: new Date(),
      });
      if (!created.ok) throw new Error(commandLineWords(created.problem));
      const id = created.value;
      const started = await startBroadcast(server.store, id, {
        rate: 15,
        now: new Date(),
      });
      expect(started).toMatchObject({ ok: true, value: { added: 30 } });

      // The last in the queue leaves by their link while the first mails go out: nothing
      // reaches them, and the broadcast is credited with the unsubscribe.
      const origin = `http://127.0.0.1:${server.port}`;
      const last = fans.at(-1) ?? "";
      await expect
        .poll(() => sink.to(fans[0] ?? "").length, {
          timeout: 10_000,
          interval: 50,
        })
        .toBe(1);
      const code =
        (await server.store.findSignup({ email: last }))?.referralCode ?? "";
      const link = `${subscriberLinks({ secret, origin, code, now: new Date() }).unsubscribe}&b=${id}`;
      const left = await request(server.port, link.slice(origin.length), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(left.status).toBe(200);

      await expect
        .poll(async () => (await statusOf(server.store, id)).state, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe("done");
      expect(await statusOf(server.store, id)).toMatchObject({
        audience: 30,
        sent: 29,
        skipped: 1,
        pending: 0,
        failed: 0,
        inDoubt: 0,
        unsubscribes: 1,
      });
      for (const fan of fans.slice(0, -1))
        expect(sink.to(fan), fan).toHaveLength(1);
      expect(sink.to(last)).toEqual([]);
      for (const other of ["pending", "left", "bounced"])
        expect(sink.to(`${other}-${tag}@mail.test`)).toEqual([]);

      const [mail] = sink.to(fans[0] ?? "");
      expect(mail?.headers.get("subject")).toBe(launchMail.subject);
      expect(mail?.headers.get("list-unsubscribe")).toMatch(
        new RegExp(
          `^<${origin}/api/unsubscribe\\?t=[a-z0-9]+\\.0\\.[\\w-]+&b=${id}>$`,
        ),
      );
      expect(mail?.headers.get("list-unsubscribe-post")).toBe(
        "List-Unsubscribe=One-Click",
      );
      expect(mail?.headers.get("list-id")).toBe(
        `Launch list <launch.127.0.0.1:${server.port}>`,
      );
      expect(mail?.headers.get("message-id")).toBe(
        broadcastMessageId(id, fans[0] ?? "", `127.0.0.1:${server.port}`),
      );
      // The envelope sender names the recipient and the broadcast a bounce is about.
      const first = await server.store.findSignup({ email: fans[0] ?? "" });
      expect(
        readVerpToken(secret, tokenOfAddress(mail?.from ?? "") ?? ""),
      ).toEqual({
        code: first?.referralCode,
        mail: { kind: "broadcast", id },
      });
      expect(mail?.body).toContain(launchMail.shopUrl);

      // 29 mails at 15 a second, in queue order: none faster. Each sender's first mail also
      // opens its connection to the mail server, which on a busy machine can take longer than
      // the slots between them, so the pace is timed from the first mail a warm connection
      // carries to the last.
      const warm = defaultSenderTiming.concurrency;
      const arrival = (fan: string | undefined) =>
        sink.to(fan ?? "")[0]?.at ?? 0;
      const spread = arrival(fans.at(-2)) - arrival(fans[warm]);
      expect(spread).toBeGreaterThanOrEqual(((28 - warm) / 15) * 1000 * 0.9);

      const again = await startBroadcast(server.store, id, { now: new Date() });
      expect(again).toEqual({
        ok: false,
        problem: { code: "ended", id, state: "done" },
      });
      for (const fan of fans)
        expect(sink.to(fan)).toHaveLength(fan === last ? 0 : 1);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

describe("a broadcast's mail, signed", () => {
  it("carries a DKIM signature a verifier accepts, covering the unfolded unsubscribe pair", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
    });
    const dkim = {
      domainName: "mail.test",
      keySelector: "launch",
      privateKey: privateKey
        .export({ type: "pkcs8", format: "pem" })
        .toString(),
    };
    const dataDir = servers.dataDir();
    const server = await servers.start(
      { smtpUrl: sink.url, signupSecret: secret, dkim },
      dataDir,
    );
    try {
      const fan = `signed-${Date.now()}@mail.test`;
      await addConfirmed(server.store, [fan]);
      const created = await createBroadcast(server.store, {
        maxPosition: null,
        now: new Date(),
      });
      if (!created.ok) throw new Error(commandLineWords(created.problem));
      await startBroadcast(server.store, created.value, { now: new Date() });
      await expect
        .poll(async () => (await statusOf(server.store, created.value)).state, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe("done");
      expect(sink.to(fan)).toHaveLength(1);
      const raw = sink.to(fan)[0]?.raw ?? "";
      expect(raw).toMatch(/^List-Unsubscribe: <[^\r\n]+>\r$/m);
      expect(raw).toMatch(
        /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m,
      );

      const publicKeyText = publicKey
        .export({ type: "spki", format: "der" })
        .toString("base64");
      const result = await dkimVerify(Buffer.from(raw), {
        resolver: async (name: string, type: string) => {
          if (name === "launch._domainkey.mail.test" && type === "TXT")
            return [[`v=DKIM1; k=rsa; p=${publicKeyText}`]];
          throw Object.assign(new Error(`no ${type} for ${name}`), {
            code: "ENOTFOUND",
          });
        },
      });
      const [signature] = result.results;
      expect(signature?.status.result).toBe("pass");
      expect(signature?.signingDomain).toBe("mail.test");
      const signed = String(
        /;\s*h=([^;]+)/.exec(raw.replace(/\r?\n[ \t]+/g, ""))?.[1] ?? "",
      )
        .toLowerCase()
        .split(":");
      expect(signed).toEqual(
        expect.arrayContaining([
          "list-unsubscribe",
          "list-unsubscribe-post",
          "list-id",
          "from",
          "subject",
        ]),
      );

      // A test copy to anyone, from the command line: marked, and counted nowhere.
      const before = await statusOf(server.store, created.value);
      const test = await signups(
        { DATA_DIR: dataDir, SMTP_URL: sink.url, SIGNUP_SECRET: secret },
        "broadcast",
        "test",
        created.value,
        "--to",
        "owner@mail.test",
      );
      expect(test.code).toBe(0);
      const [copy] = sink.to("owner@mail.test");
      expect(copy?.headers.get("subject")).toBe(`[Test] ${launchMail.subject}`);
      expect(await statusOf(server.store, created.value)).toEqual(before);
      // What the command line did is in the owners' audit log.
      expect(
        await server.store.db.all(
          "SELECT owner_name, action, object FROM audit_log WHERE action = 'broadcast-test'",
        ),
      ).toEqual([
        {
          owner_name: "command line",
          action: "broadcast-test",
          object: `${created.value} to owner@mail.test`,
        },
      ]);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
