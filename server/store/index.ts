// The launch-list store: one interface over two engines. See README.md in this folder.
import type { Log } from "../logger";
import type { Database } from "./database";
import { signupsTable, upgradeSignups, type SignupsTable } from "./launch-list";
import {
  listSnapshot,
  type ListSnapshot,
  type SnapshotTiming,
} from "./list-snapshot";
import { migrate } from "./migrations";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

/** The launch list's store: the engine, the signups (`SignupsTable`) and their snapshot. */
export interface Store extends SignupsTable {
  engine: "sqlite" | "postgres";
  /** the engine itself, for features that add their own tables */
  db: Database;
  /** places in the queue and the dashboard's counts, counted in the background */
  snapshot: ListSnapshot;
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
