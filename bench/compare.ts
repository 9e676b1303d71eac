// `npm run bench:compare -- <git ref>`: mobile Lighthouse on this build and on the build of an
// earlier commit, on the same machine in one invocation, their runs interleaved so that the
// machine's load weighs on both alike. Lighthouse's simulation multiplies the CPU time it sees
// by 4, so medians taken on different days or machines are not comparable. Writes
// bench/results/compare.md, prints it and exits 1 when a route's LCP comes more than the
// allowed margin later or it scores lower than the reference.
// Flags: --skip-build (measure the current build/client), --runs=N (default 3),
// --routes=/,/about (only those), --no-js (every script blocked: what the document costs).
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import {
  comparisonMisses,
  comparisonReport,
  type ComparedRoute,
} from "./lib/compare-report";
import { calibrate, routesFrom, runLighthouse } from "./lib/lighthouse-run";
import type { RunSummary } from "./lib/lighthouse-summary";
import { summarizeRuns } from "./lib/medians";
import { git, referenceCheckout, short } from "./lib/reference-checkout";
import { runsFrom } from "./lib/results-file";
import { freePort, startSite } from "./lib/site-server";

const args = process.argv.slice(2);
const ref = args.find((arg) => !arg.startsWith("--"));
if (!ref) {
  console.error(
    "Usage: npm run bench:compare -- <git ref> [--skip-build] [--runs=N] [--routes=/,/about] [--no-js]",
  );
  process.exit(2);
}
const scriptsBlocked = args.includes("--no-js");
const runsPerRoute = runsFrom(args, 3);

const { sha, dir: referenceDir } = referenceCheckout(ref);
if (!args.includes("--skip-build"))
  execSync("npm run build", { stdio: "inherit" });
const reference = await startSite(await freePort(), referenceDir);
const current = await startSite(await freePort());

/** Routes the reference build has as well: a page it lacks is no comparison. */
async function sharedRoutes() {
  const shared = [];
  for (const route of routesFrom(args)) {
    const [before, now] = await Promise.all(
      [reference, current].map(
        async (site) => (await fetch(`${site.origin}${route.path}`)).status,
      ),
    );
    if (before === now) shared.push(route);
    else console.log(`${route.label}: ${before} before, ${now} now; left out`);
  }
  return shared;
}

const compared: ComparedRoute[] = [];
const indexes: number[] = [];
const { cpuMultiplier } = await calibrate(current.origin);
try {
  for (const route of await sharedRoutes()) {
    const runs: Record<"reference" | "current", RunSummary[]> = {
      reference: [],
      current: [],
    };
    for (let run = 1; run <= runsPerRoute; run += 1) {
      for (const [name, site] of [
        ["reference", reference],
        ["current", current],
      ] as const) {
        const { summary } = await runLighthouse(
          `${site.origin}${route.path}`,
          scriptsBlocked ? "mobile, no JS" : "mobile",
          route.exempt,
          cpuMultiplier,
        );
        runs[name].push(summary);
        indexes.push(summary.benchmarkIndex);
        console.log(
          `${route.label} ${name} run ${run}/${runsPerRoute}: performance ${summary.scores.performance}, LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms`,
        );
      }
    }
    compared.push({
      route: route.label,
      reference: summarizeRuns(runs.reference),
      current: summarizeRuns(runs.current),
    });
  }
} finally {
  await Promise.all([reference.stop(), current.stop()]);
}

const head = git("rev-parse", "HEAD");
const markdown = comparisonReport(
  {
    date: new Date().toISOString(),
    reference: short(sha),
    current: `${short(head)}${git("status", "--porcelain") ? " with uncommitted changes" : ""}`,
    runsPerRoute,
    cpuMultiplier,
    scriptsBlocked,
    benchmarkIndex: {
      min: Math.round(Math.min(...indexes)),
      max: Math.round(Math.max(...indexes)),
    },
  },
  compared,
);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/compare.md", markdown);
console.log(`\n${markdown}`);
process.exitCode = compared.flatMap(comparisonMisses).length ? 1 : 0;
