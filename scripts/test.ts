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

const seconds = (since: number) =>
  `${Math.round((Date.now() - since) / 1000)} s`;
const started = Date.now();
const took: string[] = [];
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  try {
    execSync(command, { stdio: "inherit" });
  } catch {
    console.error(`\n✖ ${name} failed after ${seconds(stepStarted)}`);
    process.exit(1);
  }
  took.push(`  ${seconds(stepStarted).padStart(6)}  ${name}`);
}
console.log(
  `\n✔ all checks passed in ${seconds(started)}:\n${took.join("\n")}`,
);
