import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openStore, type Store } from "../../server/store/index";
import { outboxTable } from "../../server/store/mail";
import { bothEngines, storeConfig, type EngineEnv } from "./engines";
import { signups } from "./signups-cli";

type Extra = Partial<Parameters<Store["addSignup"]>[0]>;

/** Signs up each address a second apart, with the given extras by index; returns the store. */
async function seed(
  env: EngineEnv,
  emails: string[],
  extras: Record<number, Extra> = {},
) {
  const store = await openStore(storeConfig(env));
  for (const [i, email] of emails.entries())
    await store.addSignup({
      email,
      createdAt: `2026-11-22T10:00:0${i}.000Z`,
      source: i % 2 ? "news" : "home",
      consentVersion: "v1",
      referralCode: `aaaaaaaaa${i}`,
      ...extras[i],
    });
  return store;
}

const exportHeader =
  "email,created_at,source,consent_version,status,confirmed_at,unsubscribed_at,position,referral_code,referral_count,utm_source,utm_medium,utm_campaign,ref";

// Each case starts the CLI a few times; a busy machine needs more than Vitest's default 5 s.
describe.each(bothEngines())(
  "npm run signups on $name",
  { timeout: 30_000 },
  (engine) => {
    it("exports CSV: a header, one RFC 4180 row per address with status, place, referrals and attribution, formula cells escaped", async () => {
      const env = await engine.fresh();
      const store = await seed(
        env,
        [
          "plain@mail.test",
          'quoted"name"@mail.test',
          "=cmd@mail.test",
          "+tag@mail.test",
          "-dash@mail.test",
          "gone@mail.test",
        ],
        {
          4: {
            attribution: {
              ref: "aaaaaaaaa3",
              utm_source: "=HYPERLINK(x)",
              utm_medium: "social",
              utm_campaign: "drop, 1",
            },
          },
        },
      );
      await store.db.run(
        "UPDATE signups SET status = 'unsubscribed', unsubscribed_at = ? WHERE email = ?",
        ["2026-11-23T00:00:00.000Z", "gone@mail.test"],
      );
      await store.close();
      const t = (i: number) => `2026-11-22T10:00:0${i}.000Z`;
      const { code, stdout } = await signups(env, "export");
      expect(code).toBe(0);
      expect(stdout).toBe(
        [
          exportHeader,
          `plain@mail.test,${t(0)},home,v1,confirmed,${t(0)},,2,aaaaaaaaa0,0,,,,`,
          `"quoted""name""@mail.test",${t(1)},news,v1,confirmed,${t(1)},,3,aaaaaaaaa1,0,,,,`,
          `'=cmd@mail.test,${t(2)},home,v1,confirmed,${t(2)},,4,aaaaaaaaa2,0,,,,`,
          `'+tag@mail.test,${t(3)},news,v1,confirmed,${t(3)},,1,aaaaaaaaa3,1,,,,`,
          `'-dash@mail.test,${t(4)},home,v1,confirmed,${t(4)},,5,aaaaaaaaa4,0,'=HYPERLINK(x),social,"drop, 1",aaaaaaaaa3`,
          `gone@mail.test,${t(5)},news,v1,unsubscribed,${t(5)},2026-11-23T00:00:00.000Z,,aaaaaaaaa5,,,,,`,
          "",
        ].join("\r\n"),
      );
    });

    it("lists webhook events not delivered yet, pending or failed", async () => {
      const env = await engine.fresh();
      const event = (type: string, email: string) => ({
        kind: "webhook" as const,
        key: `${type}:${email}`,
        subscriber: email,
        payload: JSON.stringify({ type }),
      });
      const store = await seed(env, []);
      for (const email of ["a@mail.test", "b@mail.test", "c@mail.test"])
        await store.addSignup(
          {
            email,
            createdAt: "2026-11-22T10:00:00.000Z",
            source: "home",
            consentVersion: "v1",
          },
          [event("confirmed", email)],
        );
      const outbox = outboxTable(store.db);
      const rows = await outbox.list();
      const [a, b, c] = ["a", "b", "c"].map((name) =>
        rows.find((row) => row.subscriber === `${name}@mail.test`),
      );
      const now = "2026-11-22T10:00:01.000Z";
      await outbox.record([
        { id: a?.id ?? "", now },
        {
          id: b?.id ?? "",
          now,
          failed: {
            error: "The webhook answered 503",
            retryAt: "2026-11-22T10:00:31.000Z",
          },
        },
        { id: c?.id ?? "", now, failed: { error: "=boom", retryAt: null } },
      ]);
      await store.close();
      const { code, stdout } = await signups(env, "webhooks");
      expect(code).toBe(0);
      expect(stdout.split("\r\n").sort()).toEqual(
        [
          "",
          "id,state,type,email,created_at,attempts,next_attempt_at,last_error",
          `${b?.id},pending,confirmed,b@mail.test,2026-11-22T10:00:00.000Z,0,2026-11-22T10:00:31.000Z,The webhook answered 503`,
          `${c?.id},failed,confirmed,c@mail.test,2026-11-22T10:00:00.000Z,0,,'=boom`,
        ].sort(),
      );
    });

    it("counts, and deletes one address however its domain is written", async () => {
      const env = await engine.fresh();
      await (await seed(env, ["a@mail.test", "Fan+x@mail.test"])).close();
      expect((await signups(env, "count")).stdout).toBe("2\n");

      const deleted = await signups(env, "delete", "Fan+x@MAIL.test");
      expect(deleted).toMatchObject({
        code: 0,
        stdout: "Deleted Fan+x@mail.test.\n",
      });
      expect((await signups(env, "delete", "Fan+x@mail.test")).stdout).toBe(
        "Fan+x@mail.test is not on the list.\n",
      );
      expect((await signups(env, "count")).stdout).toBe("1\n");
    });

    it("exports only the header from an empty list", async () => {
      const { stdout } = await signups(await engine.fresh(), "export");
      expect(stdout).toBe(`${exportHeader}\r\n`);
    });
  },
);

describe("npm run signups with bad input", { timeout: 30_000 }, () => {
  it.each([[[]], [["dump"]], [["delete"]], [["delete", "not-an-address"]]])(
    "prints the usage and exits 2 for %j",
    async (args) => {
      const { code, stderr } = await signups(
        { DATA_DIR: "/nonexistent" },
        ...args,
      );
      expect(code).toBe(2);
      expect(stderr).toContain("Usage: npm run signups -- <command>");
      expect(existsSync("bb-never-created")).toBe(false);
    },
  );

  it("stops with one clear line on a bad DATABASE_URL", async () => {
    const { code, stderr } = await signups(
      { DATABASE_URL: "mysql://x" },
      "count",
    );
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite).",
    );
  });
});
