// `npm run bench`: the Lighthouse bench, the chat-tap timing on the same build (printed
// after the Lighthouse table), then the server load check when package.json has one
// (`bench:load`). Arguments go to the Lighthouse bench. Exits 1 if any fails.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const { scripts = {} } = JSON.parse(readFileSync("package.json", "utf8"));

const steps: [string, string[]][] = [
  ["bench:lighthouse", process.argv.slice(2)],
  ["bench:chat-tap", ["--skip-build"]],
];
if (scripts["bench:load"]) steps.push(["bench:load", []]);

let failed = false;
for (const [script, args] of steps) {
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
