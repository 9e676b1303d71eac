// @ts-check
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";

/** @typedef {import("./index.mjs").Database} Database */
/** @typedef {import("./index.mjs").SqlValue} SqlValue */

/** The database file inside DATA_DIR. */
export const sqliteFileName = "launch-list.db";

/**
 * The embedded engine: one SQLite file in `dataDir`, created on first use, driven from a worker
 * thread (sqlite-worker.mjs) so the server keeps answering while a commit waits for the disk.
 * WAL lets readers (the CLI) work beside the server; synchronous=FULL makes a commit wait for
 * the disk.
 * @param {string} dataDir
 * @returns {Promise<Database>}
 */
export async function openSqlite(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL("./sqlite-worker.mjs", import.meta.url), {
    workerData: { url: `file:${resolve(join(dataDir, sqliteFileName))}` },
  });
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let nextId = 0;
  worker.on("message", ({ id, result, error }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error === undefined) call?.resolve(result);
    else call?.reject(new Error(error));
  });
  /** @param {Error} error */
  const failAll = (error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", () => failAll(new Error("The SQLite worker stopped")));

  /**
   * @param {object} message
   * @returns {Promise<any>}
   */
  const call = (message) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });

  /** @type {Database} */
  const db = {
    engine: "sqlite",
    all: (sql, args = []) => call({ op: "all", sql, args }),
    run: (sql, args = []) => call({ op: "run", sql, args }),
    batch: (statements) =>
      call({
        op: "batch",
        statements: statements.map(({ sql, args = [] }) => ({ sql, args })),
      }),
    withLock: (work) => work(),
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
  return db;
}
