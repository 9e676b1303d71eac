// An erasure request, on SQLite and PostgreSQL: an address that went everywhere an address can
// go (signed up and confirmed by mail, a webhook queued, a broadcast sent and one waiting, a
// bounce that suppressed it, a chat question, a test copy in the audit log) is erased from the
// dashboard or the command line, and then a walk of every column of every table, the
// snapshot's included, finds it nowhere. The walk reads the schema, so a table added later is
// walked too. Its suppression survives as a keyed hash and holds if the address signs up again.
import { describe, expect, it } from "vitest";
import { confirmEndpoint } from "../../app/lib/signup-form";
import type { Database } from "../../server/store/database";
import { suppressionHash } from "../../server/store/erasure";
import { questionsTable } from "../../server/store/launch-list";
import { addConfirmed } from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { tableColumns } from "./schema-walk";
import { request } from "./http";
import { linkIn, startMailSink } from "./mail-sink";
import { bodyOf, signedInOwner } from "./owner-client";
import { form, json, signupServers } from "./signup-server";
import { signups } from "./signups-cli";

const secret = "erasure-test-secret-of-32-characters!";
const servers = signupServers("bb-erasure-");

/** Each table and column holding `needle` (any case) anywhere in its text. */
async function mentionsOf(db: Database, needle: string) {
  const columns = await tableColumns(db);
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table, column } of columns) {
    const text =
      db.engine === "postgres"
        ? `"${column}"::text`
        : `CAST("${column}" AS TEXT)`;
    const [row] = await db.all(
      `SELECT count(*) AS n FROM ${table} WHERE lower(${text}) LIKE ?`,
      [`%${needle.toLowerCase()}%`],
    );
    if (Number(row?.n) > 0)
      found.push(`${table.replaceAll('"', "")}.${column}`);
  }
  return found;
}

describe.each(bothEngines())("an erasure on $name", (engine) => {
  it("leaves the address in no table and no audit entry; its suppression holds as a keyed hash", async () => {
    const sink = await startMailSink();
    const env = await engine.fresh();
    const { server, owner } = await signedInOwner(servers, env, {
      smtpUrl: sink.url,
      signupSecret: secret,
    });
    try {
      const tag = `${engine.name}-${Date.now()}`;
      const address = `Erase.Me-${tag}@mail.test`;
      const other = `stay-${tag}@mail.test`;
      const byCommandLine = `cli.${tag}@mail.test`;
      const { store } = server;

      // Signed up and confirmed by the mailed link, next to others on the list.
      await addConfirmed(store, [other, byCommandLine]);
      const signedUp = await server.post(
        json,
        JSON.stringify({ email: address, source: "home" }),
      );
      expect(signedUp.status).toBe(200);
      await server.deliveries.runOnce();
      const link = linkIn(sink.to(address)[0], confirmEndpoint);
      const pressed = await request(server.port, link.pathname + link.search, {
        method: "POST",
        headers: {
          "Content-Type": form,
          Origin: `http://127.0.0.1:${server.port}`,
        },
        body: "",
      });
      expect(pressed.status).toBe(303);
      await store.snapshot.countUnlessFresh("test", 0);

      // A broadcast sent to everyone, one waiting for its time, a test copy to the address.
      const sent = bodyOf(await owner.post("/broadcasts", {})).id as string;
      await owner.post(`/broadcasts/${sent}/start`, { rate: 100 });
      await expect
        .poll(() => sink.to(address).length, { timeout: 10_000 })
        .toBe(2);
      const waiting = bodyOf(await owner.post("/broadcasts", {})).id as string;
      await owner.post(`/broadcasts/${waiting}/start`, {
        at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(
        (await owner.post(`/broadcasts/${waiting}/test`, { to: address }))
          .status,
      ).toBe(200);
      // A bounce that suppressed it, a question it left, webhooks' and mails' rows.
      for (const email of [address, byCommandLine])
        await store.db.run(
          "INSERT INTO suppressions (email, reason, created_at) VALUES (?, ?, ?)",
          [
            email,
            `550 5.1.1 <${email}>: no such user`,
            new Date().toISOString(),
          ],
        );
      await questionsTable(store.db).add({
        question: `Do you ship to Mars? Write to ${address}`,
        email: address,
        createdAt: new Date().toISOString(),
      });
      expect(await mentionsOf(store.db, address)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/signups\.email$/),
          expect.stringMatching(/queue_places\.email$/),
          expect.stringMatching(/broadcast_recipients\.email$/),
          expect.stringMatching(/suppressions\.email$/),
          expect.stringMatching(/questions\.question$/),
          expect.stringMatching(/audit_log\.object$/),
          expect.stringMatching(/outbox\.subscriber$/),
        ]),
      );

      const erased = await owner.post("/subscribers/erase", {
        email: address,
        confirm: address,
      });
      expect(erased.status).toBe(200);
      const cli = await signups(
        { ...env, SIGNUP_SECRET: secret },
        "delete",
        byCommandLine,
      );
      expect(cli.code, cli.stderr).toBe(0);

      for (const gone of [address, byCommandLine])
        expect(await mentionsOf(store.db, gone), gone).toEqual([]);
      expect(await mentionsOf(store.db, other)).not.toEqual([]);
      const audit = bodyOf(await owner.get("/audit")).entries as {
        ownerName: string;
        action: string;
        object: string;
      }[];
      expect(audit.filter((entry) => entry.action === "erase")).toEqual([
        expect.objectContaining({
          ownerName: "command line",
          object: "c…@mail.test",
        }),
        expect.objectContaining({ object: "E…@mail.test" }),
      ]);
      expect(
        audit.find((entry) => entry.action === "broadcast-test")?.object,
      ).toBe(`${waiting} to E…@mail.test`);

      // The waiting broadcast counts its erased recipients as skipped.
      const listed = bodyOf(await owner.get("/broadcasts")).broadcasts as {
        id: string;
        audience: number;
        skipped: number;
      }[];
      expect(listed.find((b) => b.id === waiting)).toMatchObject({
        audience: 3,
        skipped: 2,
      });

      // The suppressions stay, hashed with the secret, and hold when the addresses come back.
      const suppressed = await store.db.all(
        "SELECT email FROM suppressions ORDER BY email",
      );
      expect(suppressed.map((row) => row.email).sort()).toEqual(
        [address, byCommandLine]
          .map((email) => suppressionHash(secret, email))
          .sort(),
      );
      await addConfirmed(store, [address, byCommandLine]);
      const again = bodyOf(await owner.post("/broadcasts", {})).id as string;
      const started = bodyOf(
        await owner.post(`/broadcasts/${again}/start`, {
          at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ).done as { added: number };
      expect(started.added).toBe(1);
      expect(
        (await store.db.all("SELECT email FROM suppressions")).map(
          (row) => row.email,
        ),
      ).toEqual(expect.arrayContaining([address, byCommandLine]));
    } finally {
      await server.stop();
      await sink.stop();
    }
  }, 60_000);
});
