import { describe, expect, it } from "vitest";
import { allSignups } from "./all-signups";
import { openStore, type Store } from "../../server/store/index";
import { countHit, pruneCounters } from "../../server/store/rate-counters";
import { listMigrations, migrate } from "../../server/store/migrations";
import { outboxTable } from "../../server/store/mail";
import { openPostgres } from "../../server/store/postgres";
import { openSqlite } from "../../server/store/sqlite";
import { bothEngines, sqliteEngine, storeConfig } from "./engines";

const signup = (email: string, createdAt = "2026-11-22T10:00:00.000Z") => ({
  email,
  createdAt,
  source: "home",
  consentVersion: "v1",
});

/** A signup as stored without mail: confirmed when it arrived, with a fresh referral code. */
const stored = (s: ReturnType<typeof signup>) => ({
  ...s,
  status: "confirmed",
  confirmedAt: s.createdAt,
  unsubscribedAt: null,
  referralCode: expect.stringMatching(/^[a-z0-9]{10}$/),
  referredBy: null,
  sends: 0,
});

/** Up to 10 due webhook calls, claimed for `instance` until `leaseUntil`. */
const claimWebhooks = (
  outbox: ReturnType<typeof outboxTable>,
  now: string,
  leaseUntil: string,
  instance: string,
) =>
  outbox.claimDue({ kinds: ["webhook"], now, leaseUntil, instance, limit: 10 });

const event = (key: string, subscriber: string) => ({
  kind: "webhook" as const,
  key,
  subscriber,
  payload: JSON.stringify({ key }),
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

  it("is opened by several instances at once, each migration applied once", async () => {
    const env = await engine.fresh();
    const open = () => openStore(storeConfig(env));
    const stores = await Promise.all([
      open(),
      ...Array.from({ length: 3 }, open),
    ]);
    try {
      const rows = await stores[0].db.all(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(rows.map((row) => Number(row.version))).toEqual(
        listMigrations().map((migration) => migration.version),
      );
      for (const store of stores) expect(await store.countSignups()).toBe(0);
    } finally {
      for (const store of stores) await store.close();
    }
  });

  it("counts a client's hits in a window from its first hit, across the clock's whole minutes", async () => {
    await withStore(async (store) => {
      const at = (time: string) => new Date(`2026-11-22T10:${time}Z`);
      const hit = (time: string) =>
        countHit(store.db, "sign-in 203.0.113.7", 60_000, at(time));
      expect(await hit("00:59.900")).toEqual({
        hits: 1,
        resetsAt: at("01:59.900"),
      });
      expect((await hit("01:00.100")).hits).toBe(2);
      expect((await hit("01:59.800")).hits).toBe(3);
      expect(await hit("02:00.000")).toEqual({
        hits: 1,
        resetsAt: at("03:00.000"),
      });
    });
  });

  it("removes the rate counters whose window is over, and only those", async () => {
    await withStore(async (store) => {
      const at = (minute: number) =>
        new Date(Date.UTC(2026, 10, 22, 10, minute));
      for (let i = 0; i < 50; i++)
        await countHit(store.db, `old ${i}`, 60_000, at(0));
      await countHit(store.db, "recent", 60_000, at(20));
      expect(await pruneCounters(store.db, at(15))).toBe(50);
      const [row] = await store.db.all(
        "SELECT count(*) AS n FROM rate_counters",
      );
      expect(Number(row?.n)).toBe(1);
      expect((await countHit(store.db, "recent", 60_000, at(20))).hits).toBe(2);
    });
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
      expect(await allSignups(store)).toMatchObject([
        stored(signup("a@mail.test", "2026-11-22T10:00:01.000Z")),
        stored({
          email: "b+tees@mail.test",
          createdAt: "2026-11-22T10:00:02.000Z",
          source: "news",
          consentVersion: "v2",
        }),
      ]);
      expect(await store.countSignups()).toBe(2);
    });
  });

  it("stores an address once, keeping its first signup, and says which call listed it", async () => {
    await withStore(async (store) => {
      expect(
        await store.addSignup(
          signup("fan@mail.test", "2026-11-22T10:00:00.000Z"),
        ),
      ).toBe(true);
      expect(
        await Promise.all([
          store.addSignup(signup("fan@mail.test", "2026-11-22T11:00:00.000Z")),
          store.addSignup(signup("fan@mail.test", "2026-11-22T12:00:00.000Z")),
        ]),
      ).toEqual([false, false]);
      expect(await allSignups(store)).toMatchObject([
        stored(signup("fan@mail.test", "2026-11-22T10:00:00.000Z")),
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
      const listed = await Promise.all(
        [...emails, ...emails].map((email) => store.addSignup(signup(email))),
      );
      expect(await store.countSignups()).toBe(emails.length);
      expect(
        listed,
        "the first post of each address listed it, the second was a repeat",
      ).toEqual([...emails.map(() => true), ...emails.map(() => false)]);
    });
  });

  it("deletes one address and says whether it was there", async () => {
    await withStore(async (store) => {
      await store.addSignup(signup("a@mail.test"));
      await store.addSignup(signup("b@mail.test"));
      expect(await store.eraseSignup("a@mail.test")).toBe(true);
      expect(await store.eraseSignup("a@mail.test")).toBe(false);
      expect((await allSignups(store)).map((s) => s.email)).toEqual([
        "b@mail.test",
      ]);
    });
  });

  it("gives addresses from before migration 003 a referral code and keeps them confirmed", async () => {
    const env = await engine.fresh();
    const db = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL)
      : await openSqlite(env.DATA_DIR ?? "");
    await migrate(db, listMigrations().slice(0, 2));
    await db.run(
      "INSERT INTO signups (email, created_at, source, consent_version) VALUES (?, ?, ?, ?)",
      ["old@mail.test", "2026-11-01T10:00:00.000Z", "home", "v1"],
    );
    await db.close();
    const store = await openStore(storeConfig(env));
    try {
      expect(await allSignups(store)).toMatchObject([
        stored(signup("old@mail.test", "2026-11-01T10:00:00.000Z")),
      ]);
    } finally {
      await store.close();
    }
  });

  it("keeps a referral only when its code names a subscriber, and keeps attribution", async () => {
    await withStore(async (store) => {
      await store.addSignup({
        ...signup("a@mail.test"),
        referralCode: "aaaaaaaaaa",
      });
      await store.addSignup({
        ...signup("b@mail.test"),
        attribution: {
          ref: "aaaaaaaaaa",
          utm_source: "insta",
          utm_medium: null,
          utm_campaign: "drop",
        },
      });
      await store.addSignup({
        ...signup("c@mail.test"),
        attribution: { ref: "zzzzzzzzzz" },
      });
      const rows = await allSignups(store);
      expect(
        rows.map((r) => [r.email, r.referredBy, r.utmSource, r.utmCampaign]),
      ).toEqual([
        ["a@mail.test", null, null, null],
        ["b@mail.test", "aaaaaaaaaa", "insta", "drop"],
        ["c@mail.test", null, null, null],
      ]);
    });
  });

  it("queues an event only with the change it reports, once per key, and erases it with the address", async () => {
    await withStore(async (store) => {
      const outbox = outboxTable(store.db);
      await store.addSignup(signup("a@mail.test"), [
        event("new-a", "a@mail.test"),
      ]);
      // A repeat of the address changes nothing, so its event is not queued.
      await store.addSignup(signup("a@mail.test"), [
        event("repeat-a", "a@mail.test"),
      ]);
      const change = (at: string, key: string) =>
        store.applyChange(
          {
            change: {
              sql: "UPDATE signups SET status = 'unsubscribed', unsubscribed_at = ? WHERE email = ? AND status = 'confirmed'",
              args: [at, "a@mail.test"],
            },
            guard: {
              sql: "email = ? AND unsubscribed_at = ?",
              args: ["a@mail.test", at],
            },
            events: [event(key, "a@mail.test")],
          },
          at,
        );
      await change("2026-11-22T11:00:00.000Z", "left-a");
      await change("2026-11-22T11:00:00.000Z", "left-a");
      await change("2026-11-22T12:00:00.000Z", "left-again");
      expect(
        (await outbox.list()).map((row) => JSON.parse(row.payload).key),
      ).toEqual(["new-a", "left-a"]);
      expect(await store.eraseSignup("a@mail.test")).toBe(true);
      expect(await outbox.list()).toEqual([]);
    });
  });

  it("lets one worker at a time claim a due event, until its lease runs out", async () => {
    await withStore(async (store) => {
      const outbox = outboxTable(store.db);
      for (const name of ["a", "b", "c"])
        await store.addSignup(signup(`${name}@mail.test`), [
          event(name, `${name}@mail.test`),
        ]);
      const claim = (now: string, leaseUntil: string, instance = "one") =>
        claimWebhooks(outbox, now, leaseUntil, instance);
      const now = "2026-11-22T10:00:01.000Z";
      const lease = "2026-11-22T10:01:01.000Z";
      const [first, second] = await Promise.all([
        claim(now, lease, "one"),
        claim(now, lease, "two"),
      ]);
      const ids = [...(first ?? []), ...(second ?? [])].map((row) => row.id);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      expect(await claim(now, lease)).toEqual([]);
      expect(
        await outbox.claimDue({
          kinds: ["mail"],
          now: "2026-11-22T11:00:00.000Z",
          leaseUntil: "2026-11-22T12:00:00.000Z",
          instance: "one",
          limit: 10,
        }),
      ).toEqual([]);

      const [row] = (await outbox.list()).filter((r) => r.id === ids[0]);
      await outbox.record([
        {
          id: ids[0] ?? "",
          now,
          failed: { error: "503", retryAt: "2026-11-22T10:05:00.000Z" },
        },
        { id: ids[1] ?? "", now },
        { id: ids[2] ?? "", now, failed: { error: "timeout", retryAt: null } },
      ]);
      expect(row?.attempts).toBe(1);
      const later = await claim(
        "2026-11-22T10:06:00.000Z",
        "2026-11-22T10:07:00.000Z",
      );
      expect(later.map((r) => [r.id, r.attempts, r.lastError])).toEqual([
        [ids[0], 2, "503"],
      ]);
      // A worker that died holding a row: once the lease is over another takes it.
      const retaken = await claim(
        "2026-11-22T10:08:00.000Z",
        "2026-11-22T10:09:00.000Z",
      );
      expect(retaken.map((r) => r.id)).toEqual([ids[0]]);
      expect(
        (await outbox.list({ undelivered: true })).map((r) => [
          r.id,
          Boolean(r.failedAt),
        ]),
      ).toEqual(expect.arrayContaining([[ids[2], true]]));
    });
  });

  it("keeps an event claimed while its instance renews the claim, and frees it once it stops", async () => {
    await withStore(async (store) => {
      const outbox = outboxTable(store.db);
      await store.addSignup(signup("slow@mail.test"), [
        event("slow", "slow@mail.test"),
      ]);
      const claim = (now: string, leaseUntil: string, instance: string) =>
        claimWebhooks(outbox, now, leaseUntil, instance);
      const at = (seconds: number) =>
        new Date(Date.UTC(2026, 10, 22, 10, 0, seconds)).toISOString();
      expect(await claim(at(1), at(11), "one")).toHaveLength(1);
      // Renewed by its own instance only: another's renewal leaves it to run out.
      await outbox.renewClaims("one", at(21));
      await outbox.renewClaims("two", at(59));
      expect(await claim(at(15), at(25), "two")).toEqual([]);
      const [retaken] = await claim(at(22), at(32), "two");
      expect(retaken?.attempts).toBe(2);
      // The instance that lost it renews nothing of what another holds now.
      await outbox.renewClaims("one", at(59));
      expect(await claim(at(33), at(43), "three")).toHaveLength(1);
    });
  });

  it("treats quotes and SQL in an address as plain data", async () => {
    await withStore(async (store) => {
      const tricky = "o'brien');DROP TABLE signups;--@mail.test";
      await store.addSignup(signup(tricky));
      expect(await store.eraseSignup(tricky)).toBe(true);
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

describe("a PostgreSQL transaction undone to break a deadlock", () => {
  const postgres = bothEngines().filter(({ name }) => name === "postgres");

  it.each(postgres)(
    "is run again, so two that lock the same rows in opposite orders both commit",
    async (engine) => {
      const store = await openStore(storeConfig(await engine.fresh()));
      try {
        await store.db.run(
          "CREATE TABLE lock_order (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)",
        );
        await store.db.run("INSERT INTO lock_order VALUES (1, 0), (2, 0)");
        // Each holds its first row while the other takes it as its second: a deadlock.
        const bump = (first: number, second: number) =>
          store.db.batch([
            {
              sql: "UPDATE lock_order SET n = n + 1 WHERE id = ?",
              args: [first],
            },
            { sql: "SELECT pg_sleep(0.2)" },
            {
              sql: "UPDATE lock_order SET n = n + 1 WHERE id = ?",
              args: [second],
            },
          ]);
        await Promise.all([bump(1, 2), bump(2, 1)]);
        expect(
          await store.db.all("SELECT id, n FROM lock_order ORDER BY id"),
        ).toEqual([
          { id: 1, n: 2 },
          { id: 2, n: 2 },
        ]);
      } finally {
        await store.close();
      }
    },
  );
});
