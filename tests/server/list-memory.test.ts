// The export and a broadcast's start on a list of 20,000 hold memory flat, and give what the
// whole list read in one go and ranked by the queue rule would: the same CSV, the same
// recipients in the same order.
import { commandLineWords } from "../../scripts/broadcast-cli";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { queuePositions } from "../../app/lib/queue-positions";
import {
  createBroadcast,
  startBroadcast,
} from "../../server/broadcasts/commands";
import { toCsv } from "../../server/launch-list/csv";
import {
  exportChunks,
  exportHeader,
} from "../../server/launch-list/list-export";
import { openStore, type Store } from "../../server/store/index";
import { allSignups } from "./all-signups";
import { bothEngines, storeConfig } from "./engines";
import { seedSignups, viralList } from "./seed-list";

const size = 20_000;
/** Far below what holding the list would take (the rows alone are over 10 MB of heap). */
const flatMb = 8;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

/** The export as the whole list read at once and ranked in JavaScript would write it. */
async function csvOfWholeList(store: Store) {
  const signups = await allSignups(store);
  const places = queuePositions(signups);
  return toCsv(
    exportHeader,
    signups.map((s) => {
      const place = places.get(s.email);
      return [
        s.email,
        s.createdAt,
        s.source,
        s.consentVersion,
        s.status,
        s.confirmedAt ?? "",
        s.unsubscribedAt ?? "",
        place ? String(place.position) : "",
        s.referralCode ?? "",
        place ? String(place.referralCount) : "",
        s.utmSource ?? "",
        s.utmMedium ?? "",
        s.utmCampaign ?? "",
        s.referredBy ?? "",
      ];
    }),
  );
}

describe.each(bothEngines())("a list of 20,000 on $name", (engine) => {
  it("is exported a page at a time, in flat memory, as the whole list ranked at once", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      await seedSignups(store.db, viralList(size));
      await store.snapshot.countUnlessFresh("test", 0);
      const expected = await csvOfWholeList(store);

      // Each chunk is checked against the expected text as it comes, so the test holds none.
      const before = heapMb();
      let peak = before;
      let offset = 0;
      let chunks = 0;
      for await (const chunk of exportChunks(store)) {
        expect(chunk).toBe(expected.slice(offset, offset + chunk.length));
        offset += chunk.length;
        if (++chunks % 2 === 0) peak = Math.max(peak, heapMb());
      }
      expect(offset).toBe(expected.length);
      expect(chunks).toBeGreaterThan(5);
      expect(peak - before).toBeLessThan(flatMb);
    } finally {
      await store.close();
    }
  });

  it("starts a broadcast with the recipients the queue rule gives, in flat memory", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      await seedSignups(store.db, viralList(size, { seed: 5 }));
      const signups = await allSignups(store);
      const suppressed = signups
        .filter((s) => s.status === "confirmed")
        .slice(0, 3)
        .map((s) => s.email);
      for (const email of suppressed)
        await store.db.run(
          "INSERT INTO suppressions (email, reason, created_at) VALUES (?, 'bounced', ?)",
          [email, new Date().toISOString()],
        );
      const wave = 12_000;
      const expected = [...queuePositions(signups)]
        .filter(
          ([email, place]) =>
            place.position <= wave && !suppressed.includes(email),
        )
        .map(([email, place]) => ({ email, position: place.position }))
        .sort((a, b) => a.position - b.position);

      const created = await createBroadcast(store, {
        maxPosition: wave,
        now: new Date(),
      });
      if (!created.ok) throw new Error(commandLineWords(created.problem));
      const before = heapMb();
      let peak = before;
      const sampling = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().heapUsed / 1024 / 1024);
      }, 2);
      const started = await startBroadcast(store, created.value, {
        at: "2030-01-01T00:00:00Z",
        now: new Date(),
      });
      clearInterval(sampling);
      expect(peak - before).toBeLessThan(flatMb);
      expect(started).toMatchObject({
        ok: true,
        value: { added: expected.length, state: "scheduled" },
      });
      const rows = await store.db.all(
        "SELECT email, position FROM broadcast_recipients WHERE broadcast_id = ? ORDER BY position",
        [created.value],
      );
      expect(
        rows.map((row) => ({
          email: String(row.email),
          position: Number(row.position),
        })),
      ).toEqual(expected);
    } finally {
      await store.close();
    }
  });
});
