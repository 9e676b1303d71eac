// The launch-list store: one interface over two engines. See README.md in this folder.
import type { Log } from "../logger";
import type { Database } from "./database";
import {
  signupsTable,
  upgradeSignups,
  type Change,
  type NewSignup,
  type Signup,
} from "./launch-list";
import {
  listSnapshot,
  type ListSnapshot,
  type SnapshotTiming,
} from "./list-snapshot";
import type { OutboxEvent } from "./mail";
import { migrate } from "./migrations";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

export interface Store {
  engine: "sqlite" | "postgres";
  /** the engine itself, for features that add their own tables */
  db: Database;
  /** resolves once committed: true when this call listed the address; one already on the list is left as it is (false; its events are not queued) */
  addSignup: (signup: NewSignup, events?: OutboxEvent[]) => Promise<boolean>;
  findSignup: (
    by: { email: string } | { code: string },
  ) => Promise<Signup | null>;
  /** one row's change and its events, in one transaction */
  applyChange: (change: Change, now: string) => Promise<void>;
  countSignups: () => Promise<number>;
  /** places in the queue and the dashboard's counts, counted in the background */
  snapshot: ListSnapshot;
  /** An erasure request (erasure.ts); false when the address was not on the list. */
  eraseSignup: (email: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * Opens the store the configuration names (PostgreSQL when `databaseUrl` is set, otherwise
 * SQLite in `dataDir`) and brings its schema up to date.
 */
export async function openStore({
  databaseUrl,
  dataDir,
  snapshotTiming,
  signupSecret: suppressionKey,
  log,
}: {
  databaseUrl?: string;
  dataDir: string;
  snapshotTiming?: SnapshotTiming;
  /** keys the hash an erased address's suppression is kept as (erasure.ts) */
  signupSecret?: string;
  /** where a lost PostgreSQL connection is told */
  log?: Pick<Log, "error">;
}): Promise<Store> {
  // On SQLite the snapshot is counted on a connection of its own, the only one that writes
  // it (sqlite.ts), opened first so that the snapshot's file is in WAL mode for the rest.
  const counter = databaseUrl
    ? undefined
    : await openSqlite(dataDir, { counts: true });
  const db = databaseUrl
    ? await openPostgres(databaseUrl, { log })
    : await openSqlite(dataDir).catch(async (error: unknown) => {
        await counter?.close();
        throw error;
      });
  const snapshot = listSnapshot(db, counter ?? db, snapshotTiming);
  try {
    await migrate(db);
    await upgradeSignups(db);
    await snapshot.prepare();
  } catch (error) {
    await counter?.close();
    await db.close();
    throw error;
  }

  return {
    engine: db.engine,
    db,
    snapshot,
    ...signupsTable(db, { snapshot, suppressionKey }),
    async close() {
      await counter?.close();
      await db.close();
    },
  };
}
