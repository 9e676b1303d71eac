import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuePositions, type Subscriber } from "../../app/lib/queue-positions";
import { emailOrderKey } from "../../app/lib/queue-order";
import { openStore, type Store } from "../../server/store/index";
import { listChanged } from "../../server/store/list-snapshot";
import { openPostgres } from "../../server/store/postgres";
import { openSqlite } from "../../server/store/sqlite";
import { bothEngines, storeConfig } from "./engines";
import { randomSource, seedSignups, type SeedRow } from "./seed-list";

/**
 * A list made to find the rule's corners: few distinct confirmation times (ties), addresses
 * that differ in case and punctuation (the tie-break), referrals to confirmed, pending and
 * unknown codes and to oneself, pending and unsubscribed rows.
 */
function trickyList(seed: number, size: number): SeedRow[] {
  const random = randomSource(seed);
  const pick = <T>(items: readonly T[]) =>
    items[Math.floor(random() * items.length)] as T;
  const locals = ["a", "A", "a.b", "a+b", "a_b", "a-b", "Ab", "b", "z", "0"];
  const rows: SeedRow[] = [];
  for (let i = 0; i < size; i++) {
    const at = new Date(
      Date.UTC(2026, 10, 1) + Math.floor(random() * 40) * 60_000,
    ).toISOString();
    const roll = random();
    const status =
      roll < 0.7 ? "confirmed" : roll < 0.85 ? "pending" : "unsubscribed";
    const code = `c${i.toString(36).padStart(9, "0")}`;
    const refer = random();
    rows.push({
      email: `${pick(locals)}${i % 7 === 0 ? "" : i}@${pick(["x.io", "y.io"])}`,
      createdAt: at,
      status,
      confirmedAt: status === "pending" ? null : at,
      unsubscribedAt: status === "unsubscribed" ? at : null,
      referralCode: code,
      referredBy:
        refer < 0.25 && i > 0
          ? (rows[Math.floor(random() * i)]?.referralCode ?? null)
          : refer < 0.28
            ? code
            : refer < 0.3
              ? "nobody0000"
              : null,
    });
  }
  // Addresses must be unique: the first of each stays.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.email) && seen.add(row.email));
}

const asSubscriber = (row: SeedRow): Subscriber => ({
  email: row.email,
  status: row.status,
  confirmedAt: row.confirmedAt,
  referralCode: row.referralCode,
  referredBy: row.referredBy,
});

async function storedPlaces(store: Store) {
  const rows = await store.db.all(
    "SELECT email, position, referral_count FROM places.queue_places",
  );
  return new Map(
    rows.map((row) => [
      String(row.email),
      {
        position: Number(row.position),
        referralCount: Number(row.referral_count),
      },
    ]),
  );
}

/** Random changes to some rows, the same in the model and in the database. */
async function change(store: Store, rows: SeedRow[], seed: number) {
  const random = randomSource(seed);
  const at = (minute: number) =>
    new Date(Date.UTC(2026, 10, 2) + minute * 60_000).toISOString();
  const statements = [];
  for (let k = 0; k < 150; k++) {
    const i = Math.floor(random() * rows.length);
    const row = rows[i];
    if (!row) continue;
    const roll = random();
    if (roll < 0.35 && row.status !== "confirmed") {
      row.status = "confirmed";
      row.confirmedAt = at(Math.floor(random() * 5));
      row.unsubscribedAt = null;
    } else if (roll < 0.7 && row.status === "confirmed") {
      row.status = "unsubscribed";
      row.unsubscribedAt = at(10);
    } else if (roll < 0.85) {
      rows.splice(i, 1);
      statements.push({
        sql: "DELETE FROM signups WHERE email = ?",
        args: [row.email],
      });
      continue;
    } else continue;
    statements.push({
      sql: "UPDATE signups SET status = ?, confirmed_at = ?, unsubscribed_at = ? WHERE email = ?",
      args: [row.status, row.confirmedAt, row.unsubscribedAt, row.email],
    });
  }
  await store.db.batch([...statements, listChanged]);
}

describe.each(bothEngines())("the list's snapshot on $name", (engine) => {
  it("holds the places queuePositions gives, on random lists and after changes between counts", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      await fc.assert(
        fc.asyncProperty(fc.noShrink(fc.integer()), async (seed) => {
          await store.db.batch([{ sql: "DELETE FROM signups" }, listChanged]);
          const rows = trickyList(seed, 2500);
          await seedSignups(store.db, rows);
          for (let round = 0; round < 3; round++) {
            expect(await store.snapshot.countUnlessFresh("test", 0)).toBe(true);
            expect(await storedPlaces(store)).toEqual(
              queuePositions(rows.map(asSubscriber)),
            );
            await change(store, rows, seed + round);
          }
        }),
        { numRuns: 3 },
      );
    } finally {
      await store.close();
    }
  });

  it("counts signups that wait for their confirmation without ranking the queue again, and ranks it after a confirmation", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    const rankedAt = async () => {
      const [row] = await store.db.all(
        "SELECT places_version FROM places.counted WHERE id = 1",
      );
      return Number(row?.places_version);
    };
    try {
      const rows = trickyList(5, 400);
      await seedSignups(store.db, rows);
      await store.snapshot.countUnlessFresh("test", 0);
      const ranked = await rankedAt();
      const referrer = rows.find((row) => row.status === "confirmed");
      const createdAt = "2026-11-03T09:00:00.000Z";
      const newRow = (email: string, status: "pending" | "confirmed") => ({
        email,
        createdAt,
        status,
        confirmedAt: status === "confirmed" ? createdAt : null,
        unsubscribedAt: null,
        referralCode: `n${email.slice(0, 9).padEnd(9, "0")}`,
        referredBy: referrer?.referralCode ?? null,
      });
      const add = (row: SeedRow) =>
        store.addSignup({
          email: row.email,
          createdAt,
          source: "home",
          consentVersion: "v1",
          status: row.status === "pending" ? "pending" : "confirmed",
          referralCode: row.referralCode,
          attribution: { ref: row.referredBy ?? undefined },
        });
      const waiting = ["waiting1@x.io", "waiting2@x.io"].map((email) =>
        newRow(email, "pending"),
      );
      for (const row of waiting) await add(row);
      expect(await store.snapshot.countUnlessFresh("test", 0)).toBe(true);
      expect((await store.snapshot.statusCounts()).pending).toBe(
        [...rows, ...waiting].filter((row) => row.status === "pending").length,
      );
      expect(await rankedAt()).toBe(ranked);
      expect(await storedPlaces(store)).toEqual(
        queuePositions(rows.map(asSubscriber)),
      );

      // A friend who comes confirmed moves the referrer up: the next count ranks again.
      const friend = newRow("friend@x.io", "confirmed");
      await add(friend);
      expect(await store.snapshot.countUnlessFresh("test", 0)).toBe(true);
      expect(await rankedAt()).toBeGreaterThan(ranked);
      expect(await storedPlaces(store)).toEqual(
        queuePositions([...rows, ...waiting, friend].map(asSubscriber)),
      );
    } finally {
      await store.close();
    }
  });

  it("keeps the dashboard's totals, sources and signups per quarter hour", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      const rows = trickyList(7, 400).map((row, i) => ({
        ...row,
        source: i % 3 ? "home" : "news",
        utmSource: i % 4 ? null : "ig",
      }));
      await seedSignups(store.db, rows);
      await store.snapshot.countUnlessFresh("test", 0);
      const count = (status: string) =>
        rows.filter((row) => row.status === status).length;
      expect(await store.snapshot.statusCounts()).toMatchObject({
        total: rows.length,
        confirmed: count("confirmed"),
        pending: count("pending"),
        unsubscribed: count("unsubscribed"),
        everConfirmed: rows.filter((row) => row.confirmedAt).length,
      });
      const sources = await store.snapshot.sources(10);
      expect(sources.reduce((sum, row) => sum + row.signups, 0)).toBe(
        rows.length,
      );
      expect(
        sources.find((row) => row.form === "news" && row.utmSource === "ig")
          ?.signups,
      ).toBe(rows.filter((row, i) => i % 3 === 0 && i % 4 === 0).length);
      const quarters = await store.snapshot.signupQuarters();
      expect(quarters.reduce((sum, q) => sum + q.count, 0)).toBe(rows.length);
      for (const { minute } of quarters)
        expect(minute).toMatch(/^2026-11-01T\d\d:(00|15|30|45)$/);
    } finally {
      await store.close();
    }
  });

  it("is counted by one instance at a time, and only when the list changed", async () => {
    const env = await engine.fresh();
    // Many instances at once: one that read the state before another's count ended takes the
    // turn that count gives back, and must find nothing left to count.
    const open = () => openStore(storeConfig(env));
    const stores = await Promise.all([
      open(),
      open(),
      ...Array.from({ length: 4 }, open),
    ]);
    const [one, two] = stores;
    try {
      await seedSignups(one.db, trickyList(3, 300));
      const counted = await Promise.all(
        stores.map((store, i) => store.snapshot.countIfDue(`instance-${i}`)),
      );
      expect(counted.filter(Boolean)).toHaveLength(1);
      expect(await one.snapshot.countIfDue("instance-0")).toBe(false);
      expect(await two.snapshot.countUnlessFresh("instance-1", 0)).toBe(false);
    } finally {
      for (const store of stores) await store.close();
    }
  });

  it("is dropped and counted again when it was written in another layout", async () => {
    const env = await engine.fresh();
    const first = await openStore(storeConfig(env));
    const rows = trickyList(11, 50);
    await seedSignups(first.db, rows);
    await first.snapshot.countUnlessFresh("test", 0);
    await first.close();
    // Only the counting connection writes the snapshot on SQLite.
    const raw = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL)
      : await openSqlite(env.DATA_DIR ?? "", { counts: true });
    await raw.run("UPDATE places.layout SET version = 0");
    await raw.close();
    const store = await openStore(storeConfig(env));
    try {
      expect(await store.snapshot.place("nobody@x.io")).toBeNull();
      expect(await store.snapshot.countUnlessFresh("test", 0)).toBe(true);
      expect((await store.snapshot.statusCounts()).total).toBe(rows.length);
    } finally {
      await store.close();
    }
  });

  it("keys each address in the rule's order when it is added", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      await store.addSignup({
        email: "Zed@x.io",
        createdAt: "2026-11-22T10:00:00.000Z",
        source: "home",
        consentVersion: "v1",
      });
      const [row] = await store.db.all(
        "SELECT email_order FROM signups WHERE email = ?",
        ["Zed@x.io"],
      );
      expect(row?.email_order).toBe(emailOrderKey("Zed@x.io"));
    } finally {
      await store.close();
    }
  });
});
