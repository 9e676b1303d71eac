// `npm run bench:lighthouse` (part of `npm run bench`): builds, serves the build on loopback,
// runs Lighthouse on every route with each preset in Debian's Chromium, writes
// bench/results/latest.{json,md} (partial.{json,md} for some routes or fewer runs, see
// resultsFile), prints the table and exits 1 when a target is missed.
// The mobile preset's CPU slowdown is calibrated from the host's benchmark index first.
// Flags: --skip-build (measure the current build/client), --runs=N (default 5),
// --routes=/,/about (only those).
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { prerenderPaths } from "../app/content/pages";
import { chromiumPath } from "../tests/chromium";
import { measureInitialBytes } from "./lib/initial-bytes";
import type { RunSummary } from "./lib/lighthouse-summary";
import { calibrate, routesFrom, runLighthouse } from "./lib/lighthouse-run";
import { summarizeRuns } from "./lib/medians";
import { resultsFile, runsFrom } from "./lib/results-file";
import {
  allMisses,
  markdownReport,
  targetMisses,
  type Preset,
  type RouteResult,
} from "./lib/report";
import { freePort, startSite } from "./lib/site-server";

const args = process.argv.slice(2);
const runsPerRoute = runsFrom(args);
const routes = routesFrom(args);
const presets: Preset[] = [
  "mobile",
  "mobile, applied",
  "mobile, no JS",
  "unthrottled",
  "desktop",
];

const started = Date.now();
if (!args.includes("--skip-build"))
  execSync("npm run build", { stdio: "inherit" });
const site = await startSite(await freePort());
const { benchmarkIndex, cpuMultiplier } = await calibrate(site.origin);
console.log(
  `Host benchmark index ${Math.round(benchmarkIndex)}: the mobile preset runs at ${cpuMultiplier}x CPU.`,
);
const results: (RouteResult & { runs: RunSummary[] })[] = [];
let lighthouseVersion = "";
try {
  for (const preset of presets) {
    for (const route of routes) {
      const runs: RunSummary[] = [];
      for (let run = 1; run <= runsPerRoute; run += 1) {
        const { summary, version } = await runLighthouse(
          `${site.origin}${route.path}`,
          preset,
          route.exempt,
          cpuMultiplier,
        );
        lighthouseVersion = version;
        runs.push(summary);
        console.log(
          `${preset} ${route.label} run ${run}/${runsPerRoute}: performance ${summary.scores.performance}, LCP ${Math.round(summary.lcpMs)} ms`,
        );
      }
      const median = summarizeRuns(runs);
      results.push({
        route: route.label,
        preset,
        median,
        misses: targetMisses(median, preset),
        runs,
      });
    }
  }
} finally {
  await site.stop();
}

const initialBytes = measureInitialBytes("build/client", prerenderPaths);
const meta = {
  date: new Date().toISOString(),
  benchmarkIndex,
  cpuMultiplier,
  lighthouseVersion,
  browserVersion: execFileSync(chromiumPath, ["--version"], { stdio: "pipe" })
    .toString()
    .trim(),
  runsPerRoute,
  cpus: cpus().length,
  durationSeconds: (Date.now() - started) / 1000,
};
const passed = allMisses(results, initialBytes).length === 0;
const markdown = markdownReport(meta, results, initialBytes);

mkdirSync("bench/results", { recursive: true });
writeFileSync(
  resultsFile(args, "json"),
  `${JSON.stringify({ meta, passed, results, initialBytes }, null, 2)}\n`,
);
writeFileSync(resultsFile(args, "md"), markdown);
console.log(`\n${markdown}`);
process.exitCode = passed ? 0 : 1;
