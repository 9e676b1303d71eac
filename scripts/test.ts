// `npm test`: every check, cheapest first, stopping at the first failure. The unit tests
// need no build and no system package; the integration tests (build output, byte budgets,
// the servers, the store on both engines, nginx) run after the build and the ensure steps,
// which install (as root) or name what they need, so `npm ci && npm test` is the whole set-up.
import { spawn } from "node:child_process";

type Step = [name: string, command: string];

// Each entry runs after the one before; the steps of one entry run at once. Type-checking
// and linting are one process each, so together they keep both cores busy.
const stages: Step[][] = [
  [
    ["types", "npm run typecheck"],
    ["lint", "npm run lint"],
  ],
  [["unit and component tests", "npm run test:unit"]],
  [["production build", "npm run build"]],
  [["nginx, its brotli module and openssl", "bash scripts/ensure-nginx.sh"]],
  // The store tests start a throwaway PostgreSQL from Debian's package.
  [["postgresql", "bash scripts/ensure-postgres.sh"]],
  [
    [
      "build-output, byte-budget, server, store and nginx tests",
      "npm run test:integration",
    ],
  ],
  [["chromium", "bash scripts/ensure-chromium.sh"]],
  [["browser tests", "npx playwright test"]],
];

const seconds = (since: number) =>
  `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs a step. Beside others it holds its output until it ends, so the logs do not mix;
 * alone it prints as it goes.
 */
function run([name, command]: Step, buffered: boolean) {
  return new Promise<{ name: string; ok: boolean; output: string }>(
    (resolve) => {
      const child = spawn(command, {
        shell: true,
        stdio: buffered ? "pipe" : "inherit",
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("close", (code) => resolve({ name, ok: code === 0, output }));
    },
  );
}

/** Runs a stage's steps at once; the names of those that failed. */
async function runStage(steps: Step[]) {
  const buffered = steps.length > 1;
  console.log(
    `\n▶ ${steps.map(([name, command]) => `${name}: ${command}`).join(" and, at once, ")}`,
  );
  const results = await Promise.all(steps.map((step) => run(step, buffered)));
  if (buffered)
    for (const { name, output } of results)
      console.log(`\n── ${name}\n${output.trimEnd()}`);
  return results.filter(({ ok }) => !ok).map(({ name }) => name);
}

const started = Date.now();
const took: string[] = [];
for (const steps of stages) {
  const stageStarted = Date.now();
  const failed = await runStage(steps);
  const names = steps.map(([name]) => name).join(" and ");
  if (failed.length) {
    console.error(
      `\n✖ ${failed.join(" and ")} failed after ${seconds(stageStarted)}`,
    );
    process.exit(1);
  }
  took.push(`  ${seconds(stageStarted).padStart(6)}  ${names}`);
}
console.log(
  `\n✔ all checks passed in ${seconds(started)}:\n${took.join("\n")}`,
);
