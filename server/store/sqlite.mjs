// @ts-check
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { createClient } from "@libsql/client";

/** @typedef {import("./index.mjs").Database} Database */

/** The database file inside DATA_DIR. */
export const sqliteFileName = "launch-list.db";

/**
 * The embedded engine: one SQLite file in `dataDir`, created on first use. WAL lets readers
 * (the CLI) work beside the server; synchronous=FULL makes a commit wait for the disk.
 * @param {string} dataDir
 * @returns {Promise<Database>}
 */
export async function openSqlite(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const client = createClient({
    url: `file:${resolve(join(dataDir, sqliteFileName))}`,
  });
  // The client keeps one connection as long as no interactive transaction is opened, so these
  // settings hold for every statement below.
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA synchronous = FULL");
  await client.execute("PRAGMA busy_timeout = 5000");

  return {
    engine: "sqlite",
    async all(sql, args = []) {
      const result = await client.execute({ sql, args });
      return result.rows.map((row) => ({ ...row }));
    },
    async run(sql, args = []) {
      const result = await client.execute({ sql, args });
      return result.rowsAffected;
    },
    async batch(statements) {
      await client.batch(
        statements.map(({ sql, args = [] }) => ({ sql, args })),
        "write",
      );
    },
    withLock: (work) => work(),
    async close() {
      client.close();
    },
  };
}
