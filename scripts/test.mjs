// `npm test`: every check, cheapest first, stopping at the first failure. The unit tests
// need no build; the build-output tests (tests/build/, bench/budget.test.ts) run after it.
import { execSync } from "node:child_process";

const steps = [
  ["types", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["unit and component tests", "npm run test:unit"],
  ["production build", "npm run build"],
  ["byte-budget and build-output tests", "npm run test:build"],
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
