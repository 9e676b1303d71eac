import { defineConfig } from "vitest/config";
import { buildOutputTests, shared } from "./vitest.config";

// `npm run test:build`: the checks on build/client (byte budgets, image sizes, font
// coverage). They need `npm run build` first; `npm test` runs them right after it.
export default defineConfig({
  ...shared,
  test: { ...shared.test, include: buildOutputTests },
});
