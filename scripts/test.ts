// `npm test`: every check, cheapest first, stopping at the first failure. The unit tests
// need no build and no system package; the integration tests (build output, byte budgets,
// the servers, the store on both engines, nginx) run after the build and the ensure steps,
// which install (as root) or name what they need, so `npm ci && npm test` is the whole set-up.
import { execSync } from "node:child_process";

const steps: [name: string, command: string][] = [
  ["types", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit and component tests", "npm run test:unit"],
  ["production build", "npm run build"],
  ["nginx, its brotli module and openssl", "bash scripts/ensure-nginx.sh"],
  // The store tests start a throwaway PostgreSQL from Debian's package.
  ["postgresql", "bash scripts/ensure-postgres.sh"],
  [
    "build-output, byte-budget, server, store and nginx tests",
    "npm run test:integration",
  ],
  ["chromium", "bash scripts/ensure-chromium.sh"],
  ["browser tests", "npx playwright test"],
];

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit" });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
}
console.log("\n✔ all checks passed");
