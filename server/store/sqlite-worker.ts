// The SQLite connection, on a thread of its own: the driver works synchronously, and a commit
// that waits for the disk would otherwise stall every request the server is answering.
import { parentPort, workerData } from "node:worker_threads";
import { createClient } from "@libsql/client";
import type { SqlValue } from "./database";

export type Call = { id: number } & (
  | { op: "all" | "run"; sql: string; args: SqlValue[] }
  | { op: "batch"; statements: { sql: string; args: SqlValue[] }[] }
  | { op: "close" }
);

if (!parentPort) throw new Error("sqlite-worker.ts runs as a worker thread");
const port = parentPort;
const client = createClient({ url: workerData.url });

async function answer(call: Call) {
  switch (call.op) {
    case "all":
      return (
        await client.execute({ sql: call.sql, args: call.args })
      ).rows.map((row) => ({ ...row }));
    case "run":
      return (await client.execute({ sql: call.sql, args: call.args }))
        .rowsAffected;
    case "batch":
      // Deferred: SQLite locks each database file at its first write, not every attached
      // file at BEGIN, so a write to the list never waits for a count writing the snapshot's
      // file (list-snapshot.ts). A batch starts with its write, so it never reads a stale
      // snapshot before taking the lock.
      return (await client.batch(call.statements, "deferred")).map((result) =>
        result.rows.map((row) => ({ ...row })),
      );
    case "close":
      client.close();
      return undefined;
  }
}

port.on("message", async (call: Call) => {
  try {
    port.postMessage({ id: call.id, result: await answer(call) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: call.id, error: message });
  }
});
