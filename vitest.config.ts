import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Tests that read the production build; `npm test` runs them after `npm run build`. */
export const buildOutputTests = [
  "tests/build/**/*.test.ts",
  "bench/budget.test.ts",
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
// `npm run test:unit` runs everything that needs no build, so it passes on a clean clone;
// vitest.build.config.ts runs the build-output tests.
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.mjs",
      "tests/server/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/*.test.ts",
    ],
    exclude: buildOutputTests,
  },
});
