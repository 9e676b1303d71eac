import { describe, expect, it } from "vitest";
import { openStore, type Store } from "../../server/store/index.mjs";
import { listMigrations } from "../../server/store/migrations.mjs";
import { bothEngines, sqliteEngine, storeConfig } from "./engines";

const signup = (email: string, createdAt = "2026-11-22T10:00:00.000Z") => ({
  email,
  createdAt,
  source: "home",
  consentVersion: "v1",
});

describe.each(bothEngines())("the launch-list store on $name", (engine) => {
  async function withStore(work: (store: Store) => Promise<void>) {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      await work(store);
    } finally {
      await store.close();
    }
  }

  it("creates its schema on first open and records every migration once", async () => {
    const env = await engine.fresh();
    for (let open = 0; open < 2; open++) {
      const store = await openStore(storeConfig(env));
      const rows = await store.db.all(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(rows.map((row) => Number(row.version))).toEqual(
        listMigrations().map((migration) => migration.version),
      );
      expect(store.engine).toBe(engine.name);
      await store.close();
    }
  });

  it("keeps every field of a signup, oldest first", async () => {
    await withStore(async (store) => {
      await store.addSignup({
        email: "b+tees@mail.test",
        createdAt: "2026-11-22T10:00:02.000Z",
        source: "news",
        consentVersion: "v2",
      });
      await store.addSignup(signup("a@mail.test", "2026-11-22T10:00:01.000Z"));
      expect(await store.listSignups()).toEqual([
        signup("a@mail.test", "2026-11-22T10:00:01.000Z"),
        {
          email: "b+tees@mail.test",
          createdAt: "2026-11-22T10:00:02.000Z",
          source: "news",
          consentVersion: "v2",
        },
      ]);
      expect(await store.countSignups()).toBe(2);
    });
  });

  it("stores an address once, keeping its first signup", async () => {
    await withStore(async (store) => {
      await store.addSignup(
        signup("fan@mail.test", "2026-11-22T10:00:00.000Z"),
      );
      await Promise.all([
        store.addSignup(signup("fan@mail.test", "2026-11-22T11:00:00.000Z")),
        store.addSignup(signup("fan@mail.test", "2026-11-22T12:00:00.000Z")),
      ]);
      expect(await store.listSignups()).toEqual([
        signup("fan@mail.test", "2026-11-22T10:00:00.000Z"),
      ]);
    });
  });

  it("commits many concurrent signups, each acknowledged once stored", async () => {
    await withStore(async (store) => {
      // More than one multi-row INSERT holds, each address twice in the same batch.
      const emails = Array.from(
        { length: 1200 },
        (_, i) => `fan${i}@mail.test`,
      );
      await Promise.all(
        [...emails, ...emails].map((email) => store.addSignup(signup(email))),
      );
      expect(await store.countSignups()).toBe(emails.length);
    });
  });

  it("deletes one address and says whether it was there", async () => {
    await withStore(async (store) => {
      await store.addSignup(signup("a@mail.test"));
      await store.addSignup(signup("b@mail.test"));
      expect(await store.deleteSignup("a@mail.test")).toBe(true);
      expect(await store.deleteSignup("a@mail.test")).toBe(false);
      expect((await store.listSignups()).map((s) => s.email)).toEqual([
        "b@mail.test",
      ]);
    });
  });

  it("treats quotes and SQL in an address as plain data", async () => {
    await withStore(async (store) => {
      const tricky = "o'brien');DROP TABLE signups;--@mail.test";
      await store.addSignup(signup(tricky));
      expect(await store.deleteSignup(tricky)).toBe(true);
      expect(await store.countSignups()).toBe(0);
    });
  });
});

describe("the SQLite engine's durability settings", () => {
  const sqlite = sqliteEngine();

  it("runs in WAL mode with synchronous=FULL", async () => {
    const store = await openStore(storeConfig(await sqlite.fresh()));
    try {
      expect(await store.db.all("PRAGMA journal_mode")).toEqual([
        { journal_mode: "wal" },
      ]);
      expect(await store.db.all("PRAGMA synchronous")).toEqual([
        { synchronous: 2 },
      ]);
    } finally {
      await store.close();
    }
  });
});
