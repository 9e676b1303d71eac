import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type TestPostgres } from "./postgres";

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
 * Both engines for `describe.each`: SQLite in temporary folders and one throwaway PostgreSQL
 * cluster for the file, started before and stopped after its tests.
 */
export function bothEngines(): Engine[] {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());
  return [
    sqliteEngine(),
    {
      name: "postgres",
      fresh: async () => {
        if (!postgres) throw new Error("PostgreSQL did not start");
        return { DATABASE_URL: await postgres.createDatabase() };
      },
    },
  ];
}

/** The store configuration an engine environment stands for. */
export function storeConfig(env: EngineEnv) {
  return { dataDir: env.DATA_DIR ?? "data", databaseUrl: env.DATABASE_URL };
}
