// `npm test`: every check, cheapest first, stopping at the first failure.
import { execSync } from "node:child_process";

const steps = [
  ["types", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["production build", "npm run build"],
  ["unit, component and build-output tests", "npx vitest run"],
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
