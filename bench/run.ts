// `npm run bench`: the Lighthouse bench, then on the same build and at the CPU multiplier it
// calibrated for this host, the chat-tap timing and the interactions' INP, then the server
// load check (`bench:load`). Arguments go to the Lighthouse bench. Exits 1 if any fails.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resultsFile } from "./lib/results-file";

const { scripts = {} } = JSON.parse(readFileSync("package.json", "utf8"));

/** The multiplier the Lighthouse step calibrated, for the steps after it. */
function calibrated(): string[] {
  const { meta } = JSON.parse(
    readFileSync(resultsFile(process.argv.slice(2), "json"), "utf8"),
  ) as { meta: { cpuMultiplier: number } };
  return [`--cpu=${meta.cpuMultiplier}`];
}

const steps: [string, () => string[]][] = [
  ["bench:lighthouse", () => process.argv.slice(2)],
  ["bench:chat-tap", () => ["--skip-build", ...calibrated()]],
  ["bench:interactions", () => ["--skip-build", ...calibrated()]],
];
if (scripts["bench:load"]) steps.push(["bench:load", () => []]);

let failed = false;
for (const [script, argsOf] of steps) {
  const args = argsOf();
  const extra = args.length > 0 ? ["--", ...args] : [];
  const { status } = spawnSync("npm", ["run", script, ...extra], {
    stdio: "inherit",
  });
  if (status !== 0) {
    console.error(`\n✖ ${script} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
