// `npm run bench:lighthouse` (part of `npm run bench`): builds, serves the build on loopback,
// runs Lighthouse on every route with both presets in Debian's Chromium, writes
// bench/results/latest.{json,md}, prints the table and exits 1 when a target is missed.
// Flags: --skip-build (measure the current build/client), --runs=N (default 3).
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { pages, prerenderPaths } from "../app/content/pages";
import { chromiumFlags, chromiumPath } from "../tests/chromium";
import { measureInitialBytes } from "./lib/initial-bytes";
import {
  categories,
  summarizeRun,
  type RunSummary,
} from "./lib/lighthouse-summary";
import { summarizeRuns } from "./lib/medians";
import {
  allMisses,
  markdownReport,
  targetMisses,
  type Preset,
  type RouteResult,
} from "./lib/report";
import { freePort, startSite } from "./lib/site-server";
import { notFoundExemptAudits } from "./targets";

const args = process.argv.slice(2);
const runsPerRoute = Number(
  args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3,
);
const chromeFlags = [
  ...chromiumFlags,
  "--headless=new",
  // Nothing leaves the machine: every host but the loopback site fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
const presets: Preset[] = ["mobile", "desktop"];
const routes = [
  ...pages.map(({ path }) => ({ label: path, path, exempt: [] as string[] })),
  {
    label: "404",
    path: "/no-such-page",
    exempt: [...notFoundExemptAudits],
  },
];

/** One Lighthouse run in a fresh browser, so no run inherits another's cache. */
async function runOnce(url: string, preset: Preset, exempt: readonly string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: [...categories],
        // The 404 page answers 404 on purpose; Lighthouse refuses such pages otherwise.
        ignoreStatusCode: true,
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`,
      );
    }
    return {
      summary: summarizeRun(lhr, exempt),
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses a DevTools response on a busy machine: such runs are redone. */
async function runWithRetries(
  url: string,
  preset: Preset,
  exempt: readonly string[],
  attempts = 3,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, exempt);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${String(error)}; retrying (${attempt}/${attempts - 1})`);
    }
  }
}

const started = Date.now();
if (!args.includes("--skip-build"))
  execSync("npm run build", { stdio: "inherit" });
const site = await startSite(await freePort());
const results: (RouteResult & { runs: RunSummary[] })[] = [];
let lighthouseVersion = "";
try {
  for (const preset of presets) {
    for (const route of routes) {
      const runs: RunSummary[] = [];
      for (let run = 1; run <= runsPerRoute; run += 1) {
        const { summary, version } = await runWithRetries(
          `${site.origin}${route.path}`,
          preset,
          route.exempt,
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
        misses: targetMisses(median),
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
  "bench/results/latest.json",
  `${JSON.stringify({ meta, passed, results, initialBytes }, null, 2)}\n`,
);
writeFileSync("bench/results/latest.md", markdown);
console.log(`\n${markdown}`);
process.exitCode = passed ? 0 : 1;
