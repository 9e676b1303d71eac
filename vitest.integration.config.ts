import { defineConfig } from "vitest/config";
import { integrationTests, shared } from "./vitest.config";

// The broadcast tests that hold a mail rate within 10 %: their servers share the test
// worker's event loop, so they run alone, as a group of their own, each file in a worker
// of its own on a core of its own.
const pacedTests = [
  "tests/server/broadcast-send.test.ts",
  "tests/server/broadcast-delivery.test.ts",
];

// `npm run test:integration`: the checks on build/client (byte budgets, image sizes, font
// coverage) and the servers, the store on SQLite and PostgreSQL, and nginx. They need
// `npm run build` and the ensure steps first; `npm test` runs them right after those.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // These tests start servers, nginx, PostgreSQL and the command line as processes of
    // their own (through tsx where they run from source): seconds each on a busy runner.
    testTimeout: 20_000,
    // One throwaway PostgreSQL cluster for the run, for both engines' tests.
    globalSetup: ["tests/server/postgres-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "paced",
          include: pacedTests,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Most of their time is spent waiting on the processes they start: two files at
        // once on two cores. Each file starts its own servers, stores and sinks and stubs
        // nothing global, so a worker keeps one module graph for all its files rather than
        // importing the server afresh for each (the stage took 138 s instead of 158 s).
        extends: true,
        test: {
          name: "integration",
          include: integrationTests,
          exclude: pacedTests,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
