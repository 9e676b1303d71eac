// `npm test`: every check, cheapest first, stopping at the first failure. The unit tests
// need no build and no system package; the integration tests (build output, byte budgets,
// the servers, the store on both engines, nginx) run after the build and the ensure steps,
// which install (as root) or name what they need, so `npm ci && npm test` is the whole set-up.
import { spawn } from "node:child_process";

type Step = [name: string, command: string];
/** Steps that run one after another. */
type Lane = Step[];

// Each stage runs after the one before; the lanes of one stage run at once, each lane's
// steps in turn. Type-checking, ESLint and Prettier are one process each, so the unit tests
// (two workers) follow the type-check on the core it frees while lint is still running, and
// the build follows lint. The system packages install meanwhile: apt waits on the network.
const stages: Lane[][] = [
  [
    [
      ["types", "npm run typecheck"],
      ["unit and component tests", "npm run test:unit"],
    ],
    [
      ["lint", "npm run lint"],
      ["production build", "npm run build"],
    ],
    [
      ["nginx, its brotli module and openssl", "bash scripts/ensure-nginx.sh"],
      // The store tests start a throwaway PostgreSQL from Debian's package.
      ["postgresql", "bash scripts/ensure-postgres.sh"],
      ["chromium", "bash scripts/ensure-chromium.sh"],
    ],
  ],
  [
    [
      [
        "build-output, byte-budget, server, store and nginx tests",
        "npm run test:integration",
      ],
    ],
  ],
  [[["browser tests", "npx playwright test"]]],
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

const started = Date.now();
const took: string[] = [];

/** Runs a lane's steps in turn, up to the first that fails; the name of that one. */
async function runLane(lane: Lane, buffered: boolean) {
  for (const step of lane) {
    const stepStarted = Date.now();
    const { name, ok, output } = await run(step, buffered);
    if (buffered) console.log(`\n── ${name}\n${output.trimEnd()}`);
    took.push(`  ${seconds(stepStarted).padStart(6)}  ${name}`);
    if (!ok) return name;
  }
  return undefined;
}

const describe = (lane: Lane) =>
  lane.map(([name, command]) => `${name}: ${command}`).join(", then ");

for (const lanes of stages) {
  const stageStarted = Date.now();
  const buffered = lanes.length > 1;
  console.log(`\n▶ ${lanes.map(describe).join("\n  and, at once, ")}`);
  const failed = (
    await Promise.all(lanes.map((lane) => runLane(lane, buffered)))
  ).filter((name) => name !== undefined);
  if (failed.length) {
    console.error(
      `\n✖ ${failed.join(" and ")} failed after ${seconds(stageStarted)}`,
    );
    process.exit(1);
  }
  if (buffered)
    took.push(
      `  ${seconds(stageStarted).padStart(6)}  (the steps above, at once)`,
    );
}
console.log(
  `\n✔ all checks passed in ${seconds(started)}:\n${took.join("\n")}`,
);
