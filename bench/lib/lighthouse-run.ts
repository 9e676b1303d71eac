import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { pages } from "../../app/content/pages";
import { chromiumFlags, chromiumPath } from "../../tests/chromium";
import { notFoundExemptAudits } from "../targets";
import { cpuMultiplier } from "./cpu-multiplier";
import { categories, summarizeRun } from "./lighthouse-summary";
import type { Preset } from "./report";

/** Every page, and an unknown path for the 404 page (whose status some audits hold against it). */
export const benchRoutes = [
  ...pages.map(({ path }) => ({ label: path, path, exempt: [] as string[] })),
  {
    label: "404",
    path: "/no-such-page",
    exempt: [...notFoundExemptAudits],
  },
];

/** The routes `--routes=/,/about` names (`404` for the 404 page), or every route. */
export function routesFrom(args: readonly string[]) {
  const only = args
    .find((arg) => arg.startsWith("--routes="))
    ?.slice("--routes=".length)
    .split(",");
  return benchRoutes.filter((route) => !only || only.includes(route.label));
}

// chromiumFlags let no host but loopback resolve, so nothing leaves the machine.
const chromeFlags = [...chromiumFlags, "--headless=new"];

/** Lighthouse's mobile network (simulated slow 4G), with the CPU slowdown set per host. */
function slowPhone(cpuSlowdownMultiplier: number) {
  return {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier,
  };
}

/**
 * What each preset asks of Lighthouse beyond its config: the phone at the host's calibrated
 * CPU multiplier, simulated from an unthrottled load (Lighthouse's default) and applied to
 * the load itself; the simulated phone with every script blocked (the floor the document
 * itself sets); the page unthrottled, whose trace shows the real tasks after first paint.
 */
function presetSettings(preset: Preset, cpuMultiplier: number) {
  switch (preset) {
    case "mobile":
      return { throttling: slowPhone(cpuMultiplier) };
    // The simulation starts the blocking-time window at an estimated first paint that counts
    // only the first parse, layout and paint tasks, so work the real page does before its
    // first paint (the rest of the parse, the style and layout it ends with) can fall after
    // it. Applied throttling times the same page on a slowed CPU and network instead.
    case "mobile, applied":
      return {
        throttlingMethod: "devtools" as const,
        throttling: slowPhone(cpuMultiplier),
      };
    case "mobile, no JS":
      return {
        throttling: slowPhone(cpuMultiplier),
        blockedUrlPatterns: ["*.js"],
      };
    case "unthrottled":
      return { throttlingMethod: "provided" as const };
    case "desktop":
      return {};
  }
}

/** One Lighthouse run in a fresh browser, so no run inherits another's cache. */
async function runOnce(
  url: string,
  preset: Preset,
  exempt: readonly string[],
  cpuMultiplier: number,
) {
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
        ...presetSettings(preset, cpuMultiplier),
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

/**
 * One Lighthouse run of `url`. Lighthouse now and then loses a DevTools response on a busy
 * machine: such runs are redone.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  exempt: readonly string[],
  cpuMultiplier = 4,
  attempts = 3,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, exempt, cpuMultiplier);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${String(error)}; retrying (${attempt}/${attempts - 1})`);
    }
  }
}

/**
 * The host's Lighthouse benchmark index, as the median of three quick unthrottled runs of
 * `origin`'s home page, and the CPU slowdown that makes it a standard slow phone.
 */
export async function calibrate(origin: string) {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const { summary } = await runLighthouse(`${origin}/`, "unthrottled", []);
    indexes.push(summary.benchmarkIndex);
  }
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1] ?? 0;
  return { benchmarkIndex, cpuMultiplier: cpuMultiplier(benchmarkIndex) };
}
