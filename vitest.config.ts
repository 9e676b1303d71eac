import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests that read the production build or need system packages (nginx, PostgreSQL, openssl):
 * `npm test` runs them after `npm run build` and the steps that install those packages.
 */
export const integrationTests = [
  "tests/build/**/*.test.ts",
  "bench/budget.test.ts",
  "tests/server/**/*.test.ts",
];

/** What every Vitest run here shares: the `~` alias, the setup file, restored mocks. */
export const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
  },
};

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
// `npm run test:unit` runs everything that needs no build and no system package, so it
// passes on a clean clone; vitest.integration.config.ts runs the rest.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // Vitest leaves one core free by default, which is one worker on two cores; these
    // files spend their time in transforms and jsdom set-up, so two workers halve it.
    maxWorkers: 2,
    projects: [
      {
        // Pure logic and Node modules: one module graph per worker instead of one per
        // file (the unit run took 23 s instead of 51 s), as they keep no state between tests.
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/*.test.ts",
          ],
          exclude: integrationTests,
          isolate: false,
        },
      },
      {
        // Components keep module-level stores (hydration, the chat, toasts): each file
        // starts from fresh modules.
        extends: true,
        test: { name: "components", include: ["app/**/*.test.tsx"] },
      },
    ],
  },
});
