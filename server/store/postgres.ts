import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { Log } from "../logger";
import type { Database } from "./database";

// Any fixed number: every instance that starts against the same database takes this lock
// before it migrates, so two instances never apply the same migration at once.
const migrationLockKey = 7_311_042;

/**
 * A transaction PostgreSQL undid to break a deadlock (40P01) or a conflict it cannot order
 * (40001): two instances' transactions that lock the same rows in different orders (an
 * erasure's and an outbox group's, say). Each batch is one whole transaction, so it is run
 * again, as SQLite's worker runs a busy one again.
 */
export function undoneByTheEngine(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "40P01" || code === "40001";
}
const deadlockTries = 5;

/** The store's `?` placeholders in PostgreSQL's numbered form. */
export function numberPlaceholders(sql: string) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * The scale-out engine: a connection pool to DATABASE_URL, shared by every `npm start` instance
 * behind a load balancer. PostgreSQL's default synchronous_commit makes COMMIT wait for the WAL
 * flush, so an acknowledged signup is durable here too.
 */
export async function openPostgres(
  url: string,
  { log }: { log?: Pick<Log, "error"> } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not take the process down.
  pool.on("error", (error) =>
    log?.error({ err: error }, "PostgreSQL: an idle connection failed"),
  );
  await pool.query("SELECT 1");

  return {
    engine: "postgres",
    async all(sql, args = []) {
      return (await pool.query(numberPlaceholders(sql), args)).rows;
    },
    async values(sql, args = []) {
      return (
        await pool.query({
          text: numberPlaceholders(sql),
          values: args,
          rowMode: "array",
        })
      ).rows;
    },
    async run(sql, args = []) {
      return (await pool.query(numberPlaceholders(sql), args)).rowCount ?? 0;
    },
    async batch(statements) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const results = [];
          for (const { sql, args = [] } of statements)
            results.push(
              (await client.query(numberPlaceholders(sql), args)).rows,
            );
          await client.query("COMMIT");
          return results;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => {});
          if (!undoneByTheEngine(error) || attempt === deadlockTries)
            throw error;
        } finally {
          client.release();
        }
        await sleep(attempt * 10 * Math.random());
      }
    },
    async withLock(work) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
        return await work();
      } finally {
        await client
          .query("SELECT pg_advisory_unlock($1)", [migrationLockKey])
          .catch(() => {});
        client.release();
      }
    },
    async close() {
      // The pool's end settles once its clients are out of it, before their connections
      // have closed: a server that shuts down in between would reach a closing client as
      // an error. Each client's own end emits `remove`.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          if (--open === 0) resolve();
        });
      });
      await pool.end();
      await closed;
    },
  };
}
