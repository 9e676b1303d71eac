import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's throwaway PostgreSQL cluster, or why there is none. */
    postgres: { adminUrl: string } | { missing: string };
  }
}

/**
 * Vitest's global set-up for the integration tests: one throwaway PostgreSQL cluster for
 * the whole run (initdb and a start cost a second or two), in which each test file makes its
 * own databases. Without Debian's package the tests that need it fail with the install hint.
 */
export default async function setup(project: TestProject) {
  // The projects inherit this set-up; what the root project provides reaches them all.
  if (!project.isRootProject()) return undefined;
  try {
    const postgres = await startPostgres();
    project.provide("postgres", { adminUrl: postgres.adminUrl });
    return () => postgres.stop();
  } catch (error) {
    project.provide("postgres", { missing: String(error) });
    return undefined;
  }
}
