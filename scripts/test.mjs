// `npm test`: every check, cheapest first, stopping at the first failure. The build comes
// before Vitest because the byte-budget test (bench/budget.test.ts) and the
// build-output tests (tests/build/) read build/client.
import { execSync } from "node:child_process";

const steps = [
  ["types", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["production build", "npm run build"],
  // The store tests start a throwaway PostgreSQL from Debian's package.
  ["postgresql", "bash scripts/ensure-postgres.sh"],
  [
    "unit, component, server, store, byte-budget and build-output tests",
    "npx vitest run",
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
