import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "server/**/*.test.mjs",
      "tests/server/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/build/**/*.test.ts",
      "tests/*.test.ts",
    ],
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    restoreMocks: true,
  },
});
