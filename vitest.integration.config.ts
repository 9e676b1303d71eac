import { defineConfig } from "vitest/config";
import { integrationTests, shared } from "./vitest.config";

// `npm run test:integration`: the checks on build/client (byte budgets, image sizes, font
// coverage) and the servers, the store on SQLite and PostgreSQL, and nginx. They need
// `npm run build` and the ensure steps first; `npm test` runs them right after those.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: integrationTests,
    // These tests start servers, nginx, PostgreSQL and the command line as processes of
    // their own (through tsx where they run from source): seconds each on a busy runner.
    testTimeout: 20_000,
  },
});
