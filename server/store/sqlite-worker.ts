// The SQLite connection, on a thread of its own: the driver works synchronously, and a commit
// that waits for the disk would otherwise stall every request the server is answering. It
// speaks to `libsql` (better-sqlite3's interface) directly: rows come back as plain objects,
// prepared statements are kept, and a page of the export costs the reading of it.
import { parentPort, workerData } from "node:worker_threads";
import Database from "libsql";
import type { SqlValue } from "./database";

export type Call = { id: number } & (
  | { op: "all" | "values" | "run"; sql: string; args: SqlValue[] }
  | { op: "batch"; statements: { sql: string; args: SqlValue[] }[] }
  | { op: "lock" | "unlock" | "close" }
);

if (!parentPort) throw new Error("sqlite-worker.ts runs as a worker thread");
const port = parentPort;
const { path, counts } = workerData as { path: string; counts: boolean };
const db = new Database(path);

// The store's statements are a few hundred texts at most (a multi-row insert has one per
// row count); past that the cache starts again rather than growing.
const mostPrepared = 500;
const prepared = new Map<string, ReturnType<typeof db.prepare>>();
function statement(sql: string) {
  let found = prepared.get(sql);
  if (!found) {
    if (prepared.size >= mostPrepared) prepared.clear();
    found = db.prepare(sql);
    prepared.set(sql, found);
  }
  return found;
}

/** A statement's rows (none for one that returns none) and the rows it changed. */
function execute(sql: string, args: SqlValue[]) {
  const stmt = statement(sql);
  if (stmt.reader) return { rows: stmt.all(args), changes: 0 };
  return { rows: [], changes: stmt.run(args).changes };
}

// A deferred transaction that read before it wrote, on a snapshot another connection has since
// moved past, gets SQLITE_BUSY at once, without the busy timeout's wait: the whole call is
// undone and run again, which is safe since each call is one transaction.
const busyFor = 5000;
const pause = new Int32Array(new SharedArrayBuffer(4));
const isBusy = (error: unknown) =>
  /^SQLITE_BUSY/.test(String((error as { code?: unknown }).code ?? "")) ||
  /database is locked/.test(String((error as Error).message ?? ""));

function retried<T>(work: () => T, waitFor = busyFor): T {
  const until = Date.now() + waitFor;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + wait > until) throw error;
      Atomics.wait(pause, 0, 0, wait);
    }
  }
}

const lockFor = 120_000;

/** A batch inside the lock's transaction: undone alone when it fails, kept at the unlock. */
function inSavepoint(statements: { sql: string; args: SqlValue[] }[]) {
  db.exec("SAVEPOINT batch");
  try {
    const results = statements.map(({ sql, args }) => execute(sql, args).rows);
    db.exec("RELEASE batch");
    return results;
  } catch (error) {
    db.exec("ROLLBACK TO batch");
    db.exec("RELEASE batch");
    throw error;
  }
}

function answer(call: Call) {
  switch (call.op) {
    case "all":
      return retried(() => execute(call.sql, call.args).rows);
    case "values": {
      const stmt = statement(call.sql).raw(true);
      try {
        return stmt.all(call.args);
      } finally {
        stmt.raw(false);
      }
    }
    case "run":
      return retried(() => execute(call.sql, call.args).changes);
    case "batch":
      if (db.inTransaction) return inSavepoint(call.statements);
      // See openSqlite (sqlite.ts) for which connection begins how.
      return retried(() => {
        db.exec(counts ? "BEGIN DEFERRED" : "BEGIN IMMEDIATE");
        try {
          const results = call.statements.map(
            ({ sql, args }) => execute(sql, args).rows,
          );
          db.exec("COMMIT");
          return results;
        } catch (error) {
          if (db.inTransaction) db.exec("ROLLBACK");
          throw error;
        }
      });
    case "lock":
      // Another process migrating may hold the files for as long as its migration takes.
      retried(() => db.exec("BEGIN IMMEDIATE"), lockFor);
      return undefined;
    case "unlock":
      if (db.inTransaction) db.exec("COMMIT");
      return undefined;
    case "close":
      prepared.clear();
      db.close();
      return undefined;
  }
}

port.on("message", (call: Call) => {
  try {
    port.postMessage({ id: call.id, result: answer(call) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: call.id, error: message });
  }
});
