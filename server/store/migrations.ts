import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

const folder = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * The numbered SQL files in migrations/, in order: `001-signups.sql` is version 1. Each file is
 * plain SQL both engines understand, statements separated by semicolons at line ends.
 */
export function listMigrations(
  dir = folder,
): { version: number; name: string; statements: string[] }[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      statements: readFileSync(dir + file, "utf8")
        .replace(/^\s*--.*$/gm, "")
        .split(/;\s*$/m)
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

/**
 * Applies every migration the database has not recorded yet, each in one transaction with its
 * row in schema_migrations, so a crash never leaves half a schema.
 * @returns the versions applied now
 */
export async function migrate(
  db: Database,
  migrations = listMigrations(),
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
