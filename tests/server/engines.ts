import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, inject } from "vitest";
import { createDatabase } from "./postgres";

/** Where a test's launch list lives: the environment `npm start` would be given. */
export type EngineEnv = { DATA_DIR?: string; DATABASE_URL?: string };

/** A store location per call: a new SQLite folder, or a new PostgreSQL database. */
export type Engine = {
  name: "sqlite" | "postgres";
  fresh: () => Promise<EngineEnv>;
};

/** SQLite in a new temporary folder per call, all removed after the file's tests. */
export function sqliteEngine(): Engine {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders)
      rmSync(folder, { recursive: true, force: true });
  });
  return {
    name: "sqlite",
    fresh: async () => {
      const folder = mkdtempSync(join(tmpdir(), "bb-sqlite-"));
      folders.push(folder);
      return { DATA_DIR: folder };
    },
  };
}

/**
 * Both engines for `describe.each`: SQLite in temporary folders and PostgreSQL in new
 * databases of the run's throwaway cluster (tests/server/postgres-setup.ts).
 */
export function bothEngines(): Engine[] {
  const postgres = inject("postgres");
  return [
    sqliteEngine(),
    {
      name: "postgres",
      fresh: async () => {
        if ("missing" in postgres) throw new Error(postgres.missing);
        return { DATABASE_URL: await createDatabase(postgres.adminUrl) };
      },
    },
  ];
}

/** The store configuration an engine environment stands for. */
export function storeConfig(env: EngineEnv) {
  return { dataDir: env.DATA_DIR ?? "data", databaseUrl: env.DATABASE_URL };
}
