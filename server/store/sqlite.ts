import { closeSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { Database } from "./database";

/**
 * The worker thread. Built, it is JavaScript next to the server's bundle. Run from source
 * (tests, the command line through tsx) it is TypeScript, which a Node 20 thread loads only
 * through tsx's loader.
 */
function startWorker(workerData: { path: string; counts: boolean }) {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./sqlite-worker.js", import.meta.url), {
      workerData,
    });
  const source = JSON.stringify(
    new URL("./sqlite-worker.ts", import.meta.url).href,
  );
  return new Worker(
    `import("tsx/esm/api").then(({ tsImport }) => tsImport(${source}, ${source}))`,
    { eval: true, workerData },
  );
}

/** The database file inside DATA_DIR. */
export const sqliteFileName = "launch-list.db";
/**
 * The list's snapshot (list-snapshot.ts), attached as `places`: a file of its own, so counting
 * it holds that file's write lock, never the list's.
 */
export const snapshotFileName = "launch-list-places.db";

/**
 * The embedded engine: one SQLite file in `dataDir`, created on first use, driven from a worker
 * thread (sqlite-worker.ts) so the server keeps answering while a commit waits for the disk.
 * WAL lets readers (the CLI) work beside the server; synchronous=FULL makes a commit wait for
 * the disk.
 *
 * The snapshot's file is attached to every connection. The list's connections attach it read
 * only, so their transactions (which begin IMMEDIATE, taking the write lock of every file they
 * may write at once) never wait for a count. `counts: true` opens the connection that writes
 * the snapshot: it attaches it to write, and begins its transactions DEFERRED, taking each
 * file's write lock at its first write, so a count that reads the list never locks it.
 */
export async function openSqlite(
  dataDir: string,
  { counts = false }: { counts?: boolean } = {},
): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const snapshotFile = resolve(join(dataDir, snapshotFileName));
  // An empty file is an empty database: a read-only attach needs one to be there.
  closeSync(openSync(snapshotFile, "a"));
  const worker = startWorker({
    path: resolve(join(dataDir, sqliteFileName)),
    counts,
  });

  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  worker.on("message", ({ id, result, error }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error === undefined) call?.resolve(result);
    else call?.reject(new Error(error));
  });

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", () => failAll(new Error("The SQLite worker stopped")));

  // The worker answers each call with what `Database` promises for it (sqlite-worker.ts).
  const call = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });

  const db: Database = {
    engine: "sqlite",
    all: (sql, args = []) => call({ op: "all", sql, args }),
    values: (sql, args = []) => call({ op: "values", sql, args }),
    run: (sql, args = []) => call({ op: "run", sql, args }),
    batch: (statements) =>
      call({
        op: "batch",
        statements: statements.map(({ sql, args = [] }) => ({ sql, args })),
      }),
    // One write transaction held across the work: another process's lock waits for it, and
    // the work's batches are savepoints inside it. Only the store's opening takes it, while
    // nothing else speaks on this connection.
    async withLock(work) {
      await call({ op: "lock" });
      try {
        return await work();
      } finally {
        await call({ op: "unlock" });
      }
    },
    async close() {
      await call({ op: "close" });
      await worker.terminate();
    },
  };
  // The worker's client keeps one connection (no interactive transactions are opened), so
  // these settings hold for every statement after them.
  await db.all("PRAGMA journal_mode = WAL");
  await db.all("PRAGMA synchronous = FULL");
  await db.all("PRAGMA busy_timeout = 5000");
  // The build's SQLite keeps temporary tables and sorts in memory: the count's ranking of a
  // million rows took 160 MB that way. In files, it takes the page cache's few megabytes.
  await db.all("PRAGMA temp_store = FILE");
  // A list of a million has indexes of tens of megabytes: a page cache of 16 MB (SQLite's
  // default is 2) keeps the upper levels of each in memory for the inserts and lookups.
  await db.all("PRAGMA cache_size = -16000");
  await db.run("ATTACH DATABASE ? AS places", [
    `file:${snapshotFile}?mode=${counts ? "rw" : "ro"}`,
  ]);
  // An erasure leaves no copy of what it deleted in the files' free space.
  await db.all("PRAGMA secure_delete = ON");
  if (counts) {
    // The snapshot can be counted again from the list at any time: a crash may lose its last
    // commit, never corrupt it.
    await db.all("PRAGMA places.journal_mode = WAL");
    await db.all("PRAGMA places.synchronous = NORMAL");
  }
  return db;
}
