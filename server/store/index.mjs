// @ts-check
// The launch-list store: one interface over two engines. See README.md in this folder.
import { groupCommit } from "./group-commit.mjs";
import { migrate } from "./migrations.mjs";
import { openPostgres } from "./postgres.mjs";
import { openSqlite } from "./sqlite.mjs";

/** @typedef {string | number | null} SqlValue */
/** @typedef {{ sql: string, args?: SqlValue[] }} Statement */
/**
 * What each engine adapter provides. SQL uses `?` placeholders on both engines.
 * @typedef {object} Database
 * @property {"sqlite" | "postgres"} engine
 * @property {(sql: string, args?: SqlValue[]) => Promise<Record<string, unknown>[]>} all rows of a query
 * @property {(sql: string, args?: SqlValue[]) => Promise<number>} run a statement; rows changed
 * @property {(statements: Statement[]) => Promise<void>} batch statements in one transaction
 * @property {<R>(work: () => Promise<R>) => Promise<R>} withLock runs work while no other process migrates
 * @property {() => Promise<void>} close
 */

/**
 * One address on the launch list.
 * @typedef {object} Signup
 * @property {string} email normalised (see app/lib/email-address.mjs)
 * @property {string} createdAt ISO 8601 UTC
 * @property {string} source the form: "home" or "news"
 * @property {string} consentVersion the consent line's version the visitor saw
 */

/**
 * @typedef {object} Store
 * @property {"sqlite" | "postgres"} engine
 * @property {Database} db the engine itself, for features that add their own tables
 * @property {(signup: Signup) => Promise<void>} addSignup resolves once the signup is committed; an address already on the list is left as it is
 * @property {() => Promise<number>} countSignups
 * @property {() => Promise<Signup[]>} listSignups oldest first
 * @property {(email: string) => Promise<boolean>} deleteSignup true when the address was on the list
 * @property {() => Promise<void>} close
 */

/** Rows per INSERT: far below both engines' limits on placeholders in one statement. */
const rowsPerInsert = 500;

/**
 * The statements that add `signups`, many rows to a statement: a batch of a busy second is
 * then a few statements for the engine to prepare rather than hundreds.
 * @param {Signup[]} signups
 * @returns {import("./index.mjs").Statement[]}
 */
export function insertSignups(signups) {
  const statements = [];
  for (let start = 0; start < signups.length; start += rowsPerInsert) {
    const rows = signups.slice(start, start + rowsPerInsert);
    statements.push({
      sql: `INSERT INTO signups (email, created_at, source, consent_version) VALUES ${rows.map(() => "(?, ?, ?, ?)").join(", ")} ON CONFLICT (email) DO NOTHING`,
      args: rows.flatMap((s) => [
        s.email,
        s.createdAt,
        s.source,
        s.consentVersion,
      ]),
    });
  }
  return statements;
}

/**
 * Opens the store the configuration names (PostgreSQL when `databaseUrl` is set, otherwise
 * SQLite in `dataDir`) and brings its schema up to date.
 * @param {{ databaseUrl?: string, dataDir: string }} config
 * @returns {Promise<Store>}
 */
export async function openStore({ databaseUrl, dataDir }) {
  const db = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openSqlite(dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  /** @type {(signup: Signup) => Promise<void>} */
  const addSignup = groupCommit((signups) => db.batch(insertSignups(signups)));

  return {
    engine: db.engine,
    db,
    addSignup,
    async countSignups() {
      const [row] = await db.all("SELECT COUNT(*) AS n FROM signups");
      return Number(row?.n ?? 0);
    },
    async listSignups() {
      const rows = await db.all(
        "SELECT email, created_at, source, consent_version FROM signups ORDER BY created_at, email",
      );
      return rows.map((row) => ({
        email: String(row.email),
        createdAt: String(row.created_at),
        source: String(row.source),
        consentVersion: String(row.consent_version),
      }));
    },
    async deleteSignup(email) {
      return (await db.run("DELETE FROM signups WHERE email = ?", [email])) > 0;
    },
    close: () => db.close(),
  };
}
