import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startOutboxWorker } from "../../server/mail/outbox-worker";
import { openStore, type Store } from "../../server/store/index";
import { outboxTable, type OutboxRow } from "../../server/store/mail";
import { bothEngines, storeConfig } from "./engines";

const leaseMs = 300;
const silent = { error: () => {} };

async function queueWebhook(store: Store, name: string) {
  await store.addSignup(
    {
      email: `${name}@mail.test`,
      createdAt: new Date().toISOString(),
      source: "home",
      consentVersion: "v1",
    },
    [
      {
        kind: "webhook",
        key: name,
        subscriber: `${name}@mail.test`,
        payload: "{}",
      },
    ],
  );
}

/** An instance's outbox worker whose webhook calls take `takesMs` and are recorded. */
function instance(store: Store, name: string, calls: string[], takesMs = 0) {
  return startOutboxWorker({
    db: store.db,
    deliver: {
      webhook: async (row: OutboxRow) => {
        calls.push(`${name} ${row.subscriber}`);
        await sleep(takesMs);
      },
    },
    pollMs: 20,
    leaseMs,
    log: silent,
  });
}

describe.each(bothEngines())("the outbox's lease on $name", (engine) => {
  it("stays with an instance whose call outlasts the lease, as it renews its claim", async () => {
    const env = await engine.fresh();
    const [one, two] = await Promise.all([
      openStore(storeConfig(env)),
      openStore(storeConfig(env)),
    ]);
    const calls: string[] = [];
    try {
      await queueWebhook(one, "slow");
      const slow = instance(one, "one", calls, 4 * leaseMs);
      await expect.poll(() => calls.length).toBe(1);
      const other = instance(two, "two", calls);
      await expect
        .poll(async () => (await outboxTable(one.db).list())[0]?.deliveredAt, {
          timeout: 10 * leaseMs,
        })
        .toBeTruthy();
      await sleep(2 * leaseMs);
      await Promise.all([slow.stop(), other.stop()]);
      expect(calls).toEqual(["one slow@mail.test"]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("goes again from another instance once the claim of one that died runs out", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    const calls: string[] = [];
    try {
      await queueWebhook(store, "orphan");
      const claimedAt = Date.now();
      const [held] = await outboxTable(store.db).claimDue({
        kinds: ["webhook"],
        now: new Date(claimedAt).toISOString(),
        leaseUntil: new Date(claimedAt + leaseMs).toISOString(),
        instance: "died",
        limit: 10,
      });
      expect(held?.attempts).toBe(1);
      const survivor = instance(store, "survivor", calls);
      await expect
        .poll(() => calls, { timeout: 10 * leaseMs })
        .toEqual(["survivor orphan@mail.test"]);
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs);
      await survivor.stop();
      const [row] = await outboxTable(store.db).list();
      expect(row?.attempts).toBe(2);
      expect(row?.deliveredAt).toBeTruthy();
    } finally {
      await store.close();
    }
  });
});
