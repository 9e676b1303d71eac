import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openStore } from "../../server/store/index.mjs";
import { bothEngines, storeConfig, type EngineEnv } from "./engines";
import { signups } from "./signups-cli";

async function seed(env: EngineEnv, emails: string[]) {
  const store = await openStore(storeConfig(env));
  for (const [i, email] of emails.entries())
    await store.addSignup({
      email,
      createdAt: `2026-11-22T10:00:0${i}.000Z`,
      source: i % 2 ? "news" : "home",
      consentVersion: "v1",
    });
  await store.close();
}

describe.each(bothEngines())("npm run signups on $name", (engine) => {
  it("exports CSV: a header, one RFC 4180 row per address, formula cells escaped", async () => {
    const env = await engine.fresh();
    await seed(env, [
      "plain@mail.test",
      'quoted"name"@mail.test',
      "=cmd@mail.test",
      "+tag@mail.test",
      "-dash@mail.test",
    ]);
    const { code, stdout } = await signups(env, "export");
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        "email,created_at,source,consent_version",
        "plain@mail.test,2026-11-22T10:00:00.000Z,home,v1",
        '"quoted""name""@mail.test",2026-11-22T10:00:01.000Z,news,v1',
        "'=cmd@mail.test,2026-11-22T10:00:02.000Z,home,v1",
        "'+tag@mail.test,2026-11-22T10:00:03.000Z,news,v1",
        "'-dash@mail.test,2026-11-22T10:00:04.000Z,home,v1",
        "",
      ].join("\r\n"),
    );
  });

  it("counts, and deletes one address however its domain is written", async () => {
    const env = await engine.fresh();
    await seed(env, ["a@mail.test", "Fan+x@mail.test"]);
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
    expect(stdout).toBe("email,created_at,source,consent_version\r\n");
  });
});

describe("npm run signups with bad input", () => {
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
