// `npm run bench:interactions` (part of `npm run bench`): interaction to next paint (INP) of
// what visitors do most, on a phone whose CPU is slowed by the multiplier calibrated for this
// host (or `--cpu=N`): opening the chat, sending a chat message, closing it with Escape,
// moving the carousel and submitting the newsletter form. Each run is a fresh browser on `/`, left to settle as a
// visitor who looks first would; an interaction's figure is the longest event of it, as the
// browser's Event Timing reports it. Writes bench/results/interactions.md and exits 1 when a
// median misses bench/targets.ts. Flags: --skip-build, --runs=N, --cpu=N.
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CHAT_SHELL_ID } from "../app/components/chat/chat-shell-handover";
import { chatCopy } from "../app/content/chat-copy";
import { copy } from "../app/content/copy";
import { carouselCopy } from "../app/content/widget-copy";
import { median } from "./lib/medians";
import { cpuMultiplierFor, openPhone } from "./lib/phone-page";
import { runsFrom } from "./lib/results-file";
import { freePort, startSite } from "./lib/site-server";
import { interactionTargets } from "./targets";

const args = process.argv.slice(2);
const runs = runsFrom(args, interactionTargets.runs);

declare global {
  interface Window {
    __interactions: Map<number, number>;
  }
}

/** An Event Timing entry as Chromium reports it (TypeScript's DOM types lag behind). */
type EventEntry = PerformanceEntry & { interactionId?: number };

/** Notes each interaction's longest event, by interaction id, from the first byte on. */
function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(
        entry.interactionId,
        Math.max(longest, entry.duration),
      );
    }
  }).observe({
    type: "event",
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
}

/** The longest interaction since `before` was read, once its paint has been reported. */
async function latestInteraction(page: Page, before: number) {
  await page.waitForTimeout(1000);
  return page.evaluate(
    (seen) =>
      Math.max(
        0,
        ...[...window.__interactions.entries()]
          .filter(([id]) => id > seen)
          .map(([, duration]) => duration),
      ),
    before,
  );
}

const lastId = (page: Page) =>
  page.evaluate(() => Math.max(0, ...window.__interactions.keys()));

type Interaction = { name: string; act: (page: Page) => Promise<void> };

const interactions: Interaction[] = [
  {
    name: "open the chat",
    act: async (page) => {
      await page.getByRole("button", { name: copy.openChat }).tap();
      await page
        .getByRole("textbox", { name: chatCopy.inputLabel })
        .waitFor({ state: "visible" });
      // The tap opens the page's shell of the panel; the steps after it measure the live
      // panel, once it has taken over (ADR 034).
      await page.locator(`#${CHAT_SHELL_ID}`).waitFor({ state: "detached" });
    },
  },
  {
    name: "send a chat message",
    act: async (page) => {
      await page
        .getByRole("textbox", { name: chatCopy.inputLabel })
        .fill("When do you launch?");
      await page.keyboard.press("Enter");
    },
  },
  {
    // Focus goes back to the chat button, whose label opens on keyboard focus.
    name: "close the chat",
    act: async (page) => {
      await page.keyboard.press("Escape");
      await page
        .getByRole("textbox", { name: chatCopy.inputLabel })
        .waitFor({ state: "hidden" });
    },
  },
  {
    name: "move the carousel",
    act: async (page) => {
      const next = page.getByRole("button", { name: carouselCopy.next });
      await next.scrollIntoViewIfNeeded();
      await page
        .locator('[data-id="carousel"][data-hydrated]')
        .waitFor({ state: "attached" });
      // Phones show the arrows to a keyboard only.
      await next.focus();
      await page.keyboard.press("Enter");
    },
  },
  {
    name: "submit the newsletter form",
    act: async (page) => {
      const form = page.getByRole("form", { name: copy.newsletter.heading });
      await form
        .getByRole("textbox", { name: "Email address" })
        .fill(`bench-${Date.now()}@mail.test`);
      await page
        .locator('[data-id="newsletter"][data-hydrated]')
        .waitFor({ state: "attached" });
      await form.getByRole("button", { name: copy.newsletter.join }).tap();
    },
  },
];

async function measureOnce(origin: string, cpuMultiplier: number) {
  const { browser, page } = await openPhone({ cpuMultiplier });
  try {
    await page.addInitScript(recordInteractions);
    await page.goto(`${origin}/`);
    // A visitor who looks first: the islands that wake by themselves have.
    await page.waitForFunction(
      () => document.documentElement.dataset.islands === "ready",
    );
    await page.waitForTimeout(3000);
    const figures: Record<string, number> = {};
    for (const { name, act } of interactions) {
      const before = await lastId(page);
      await act(page);
      figures[name] = await latestInteraction(page, before);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

if (!args.includes("--skip-build"))
  execSync("npm run build", { stdio: "inherit" });
// The form posts to a throwaway list, without the per-client limit a bench run would trip.
process.env.SIGNUP_RATE_LIMIT = "0";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "bench-interactions-"));
const site = await startSite(await freePort());
const results: Record<string, number>[] = [];
let cpuMultiplier = 1;
try {
  ({ cpuMultiplier } = await cpuMultiplierFor(args, site.origin));
  for (let run = 1; run <= runs; run += 1) {
    const figures = await measureOnce(site.origin, cpuMultiplier);
    console.log(
      `interactions run ${run}/${runs}: ${Object.entries(figures)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(", ")}`,
    );
    results.push(figures);
  }
} finally {
  await site.stop();
}

const rows = interactions.map(({ name }) => {
  const values = results.map((figures) => figures[name] ?? 0);
  const middle = median(values);
  return {
    name,
    middle,
    cells: `| ${name} | ${Math.round(middle)} ms${middle > interactionTargets.maxInpMs ? " ✗" : ""} | ${values.map((value) => Math.round(value)).join(", ")} |`,
  };
});
const report = [
  `Interaction to next paint on \`/\` (375x812 touch screen, ${cpuMultiplier}x CPU calibrated for this host, no network throttling, fresh browser each run; target ${interactionTargets.maxInpMs} ms, median of ${results.length}).`,
  "",
  "| interaction | median | runs |",
  "| --- | --- | --- |",
  ...rows.map((row) => row.cells),
  "",
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/interactions.md", report);
console.log(`\n${report}`);
process.exitCode = rows.every(
  (row) => row.middle <= interactionTargets.maxInpMs,
)
  ? 0
  : 1;
