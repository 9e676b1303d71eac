// `npm run bench:chat-tap` (part of `npm run bench`): how soon a tap on the chat button
// works on a slow phone. Each run starts a fresh browser, emulates slow 4G and a CPU slowed by
// the multiplier calibrated for this host (or `--cpu=N`) through the DevTools protocol, opens `/`, taps the chat button the moment it is
// visible, and reads on the page's own clock when the chat's text box took focus (usable):
// the prerendered shell's, until the live panel takes over (ADR 034), when it notes that too.
// Each run types into the box as soon as it is usable and checks the live panel has the text.
// Prints the runs and their median, writes bench/results/chat-tap.md, and exits 1 when the
// median misses bench/targets.ts. Flags: --skip-build, --runs=N.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { CHAT_SHELL_ID } from "../app/components/chat/chat-shell-handover";
import { chatCopy } from "../app/content/chat-copy";
import { copy } from "../app/content/copy";
import { median } from "./lib/medians";
import { cpuMultiplierFor, openPhone, slow4g } from "./lib/phone-page";
import { runsFrom } from "./lib/results-file";
import { freePort, startSite } from "./lib/site-server";
import { chatTapTarget } from "./targets";

const args = process.argv.slice(2);
const runs = runsFrom(args, chatTapTarget.runs);
const network = slow4g;
let cpuMultiplier = 1;

type Run = { tappedMs: number; usableMs: number; liveMs: number };

/** What the run types at once into the box it can use. */
const typed = "hi";

/** The moments the page notes on its own clock (see measureOnce's init script). */
type Noted = { tapped?: number; usable?: number; live?: number };

/** Waits until the page has noted `moment`, and returns it. */
async function untilNoted(page: Page, moment: keyof Noted) {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __chatTap: Noted }).__chatTap[key],
    moment,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function measureOnce(origin: string): Promise<Run> {
  const { browser, page } = await openPhone({ cpuMultiplier, network });
  try {
    // The page notes, on its own clock, the tap, the moment a chat box takes focus, and the
    // moment the live panel's does (a box outside the shell).
    await page.addInitScript((shellId) => {
      const times: Noted = {};
      (window as unknown as { __chatTap: Noted }).__chatTap = times;
      addEventListener(
        "pointerdown",
        () => (times.tapped ??= performance.now()),
        true,
      );
      addEventListener(
        "focusin",
        (event) => {
          // The chat's text box is the dialog's only textarea.
          const target = event.target as Element | null;
          if (!target?.matches("dialog textarea")) return;
          times.usable ??= performance.now();
          if (!target.closest(`#${shellId}`)) times.live ??= performance.now();
        },
        true,
      );
    }, CHAT_SHELL_ID);

    await page.goto(`${origin}/`, { waitUntil: "commit" });
    // A touch at the button's spot the moment the page has painted. One page-side check finds
    // both the paint and the button's place: every extra round trip to a page whose main
    // thread is 4x slower (Playwright's actionability checks, a separate bounding-box query)
    // would add its time to what a real thumb needs.
    const spot = await page.waitForFunction(
      (label) => {
        if (!performance.getEntriesByName("first-contentful-paint").length)
          return null;
        const button = document.querySelector(`button[aria-label="${label}"]`);
        if (!button) return null;
        const box = button.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      },
      copy.openChat,
      { timeout: 30_000, polling: 20 },
    );
    const point = await spot.jsonValue();
    if (!point) throw new Error("the chat button is not on the page");
    await page.touchscreen.tap(point.x, point.y);
    const box = page.getByRole("textbox", { name: chatCopy.inputLabel });
    await box.waitFor({ state: "visible", timeout: 30_000 });
    const usableMs = await untilNoted(page, "usable");
    await page.keyboard.type(typed);
    const liveMs = await untilNoted(page, "live");
    const inLiveBox = await box.inputValue();
    if (inLiveBox !== typed)
      throw new Error(
        `typed "${typed}", the live panel's box has "${inLiveBox}"`,
      );
    return { tappedMs: await untilNoted(page, "tapped"), usableMs, liveMs };
  } finally {
    await browser.close();
  }
}

const afterTap = (run: Run) => run.usableMs - run.tappedMs;
const liveAfterTap = (run: Run) => run.liveMs - run.tappedMs;

/** The runs and their median as a Markdown table. */
export function chatTapReport(results: readonly Run[]): string {
  const usable = median(results.map(afterTap));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = results.map(
    (run, index) =>
      `| ${index + 1} | ${seconds(run.tappedMs)} | ${seconds(run.usableMs)} | ${seconds(afterTap(run))} | ${seconds(liveAfterTap(run))} |`,
  );
  return [
    `Chat tapped as soon as it paints (slow 4G ${network.latencyMs} ms / ${network.downloadKbps / 1000} Mbps, ${cpuMultiplier}x CPU (calibrated for this host), fresh browser each run): text box usable ${seconds(usable)} after the tap (median of ${results.length}; target ${seconds(chatTapTarget.maxUsableMs)}); the live panel took it over, with what was typed, ${seconds(median(results.map(liveAfterTap)))} after the tap.`,
    "",
    "| run | tapped | text box usable | after the tap | live panel after the tap |",
    "| --- | ------ | --------------- | ------------- | ------------------------ |",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!args.includes("--skip-build"))
    execSync("npm run build", { stdio: "inherit" });
  const site = await startSite(await freePort());
  const results: Run[] = [];
  try {
    ({ cpuMultiplier } = await cpuMultiplierFor(args, site.origin));
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureOnce(site.origin);
      console.log(
        `chat tap run ${run}/${runs}: tapped ${Math.round(result.tappedMs)} ms, usable ${Math.round(result.usableMs)} ms, live ${Math.round(result.liveMs)} ms`,
      );
      results.push(result);
    }
  } finally {
    await site.stop();
  }
  const report = chatTapReport(results);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/chat-tap.md", report);
  console.log(`\n${report}`);
  process.exitCode =
    median(results.map(afterTap)) <= chatTapTarget.maxUsableMs ? 0 : 1;
}
