import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

const folder = fileURLToPath(new URL("./migrations/", import.meta.url));

type Engine = Database["engine"];
const migrationFile = /^(\d{3})-[\w-]+?(?:\.(sqlite|postgres))?\.sql$/;

function statementsOf(path: string) {
  return readFileSync(path, "utf8")
    .replace(/^\s*--.*$/gm, "")
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * The numbered SQL files in migrations/, in order: `001-signups.sql` is version 1. Each file is
 * plain SQL both engines understand, statements separated by semicolons at line ends. A
 * version may add `NNN-name.sqlite.sql` or `NNN-name.postgres.sql` for what only one engine
 * has (a search index, say): for that engine its statements follow the shared file's.
 */
export function listMigrations(
  dir = folder,
  engine?: Engine,
): { version: number; name: string; statements: string[] }[] {
  const files = readdirSync(dir)
    .map((file) => ({ file, match: migrationFile.exec(file) }))
    .filter(({ match }) => match && (!match[2] || match[2] === engine))
    .sort((a, b) => a.file.localeCompare(b.file));
  const versions = new Map<
    number,
    { version: number; name: string; statements: string[] }
  >();
  for (const { file, match } of files) {
    const version = Number(match?.[1]);
    const known = versions.get(version);
    const statements = statementsOf(dir + file);
    if (known) known.statements.push(...statements);
    else versions.set(version, { version, name: file, statements });
  }
  return [...versions.values()];
}

/**
 * Applies every migration the database has not recorded yet, each in one transaction with its
 * row in schema_migrations, so a crash never leaves half a schema.
 * @returns the versions applied now
 */
export async function migrate(
  db: Database,
  migrations = listMigrations(folder, db.engine),
): Promise<number[]> {
  return db.withLock(async () => {
    await db.run(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const done = new Set(
      (await db.all("SELECT version FROM schema_migrations")).map((row) =>
        Number(row.version),
      ),
    );
    const applied = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await db.batch([
        ...migration.statements.map((sql) => ({ sql })),
        {
          sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
          args: [migration.version, migration.name, new Date().toISOString()],
        },
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
