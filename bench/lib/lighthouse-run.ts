import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { pages } from "../../app/content/pages";
import { chromiumFlags, chromiumPath } from "../../tests/chromium";
import { notFoundExemptAudits } from "../targets";
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

const chromeFlags = [
  ...chromiumFlags,
  "--headless=new",
  // Nothing leaves the machine: every host but the loopback site fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
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

/**
 * One Lighthouse run of `url`. Lighthouse now and then loses a DevTools response on a busy
 * machine: such runs are redone.
 */
export async function runLighthouse(
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
