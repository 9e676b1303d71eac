import {
  test as base,
  expect,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from "@playwright/test";
import { aboutStory } from "~/content/brand";
import { copy } from "~/content/copy";
import { pages } from "~/content/pages";
import { privacyPage } from "~/content/privacy";
import { islandCatalog } from "~/islands/catalog";
import { RUNTIME_META } from "~/islands/markup";
import { loopbackHosts } from "../chromium";

/** Console errors the page logged; tests that expect one take it out of the list. */
type ConsoleErrors = { messages: string[] };

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  pageLeftClean: undefined;
  scriptsOff: boolean;
  timezone: string | undefined;
  saveData: boolean;
  emulation: { turnScriptsOff: () => Promise<void> };
}>({
  /** `test.use({ scriptsOff: true })`: the page runs no JavaScript, as with it turned off. */
  scriptsOff: [false, { option: true }],
  /** `test.use({ timezone })`: the page's clock reads local time in this IANA zone. */
  timezone: [undefined, { option: true }],
  /**
   * The browser asks to save data (Save-Data), so the home page's background video keeps to
   * its poster, as the site does for such a visitor; `test.use({ saveData: false })` where
   * the video matters. A playing clip costs this software-rendered Chromium about 0.4 s of
   * CPU per second the home page is open, more than the rest of the page's load.
   */
  saveData: [true, { option: true }],
  /**
   * Applies `scriptsOff`, `timezone` and `saveData` to the worker's reused page, in place,
   * and lets a test turn scripts off midway. Playwright's own `javaScriptEnabled` and
   * `timezoneId` make a new context whenever a worker moves between tests that differ in
   * them, and a new context with its first load costs about 3 s more CPU than the reused
   * one. These send the DevTools commands Playwright sends for such a context's pages (it has
   * no Save-Data option), and are undone when the test ends.
   */
  emulation: [
    async ({ page, scriptsOff, timezone, saveData }, use) => {
      let devtools: CDPSession | undefined;
      const session = async () =>
        (devtools ??= await page.context().newCDPSession(page));
      const turnScriptsOff = async () => {
        await (
          await session()
        ).send("Emulation.setScriptExecutionDisabled", { value: true });
      };
      if (scriptsOff) await turnScriptsOff();
      if (timezone)
        await (
          await session()
        ).send("Emulation.setTimezoneOverride", { timezoneId: timezone });
      if (saveData)
        await (
          await session()
        ).send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
      await use({ turnScriptsOff });
      if (!devtools || page.isClosed()) return;
      await devtools.send("Emulation.setScriptExecutionDisabled", {
        value: false,
      });
      await devtools.send("Emulation.setTimezoneOverride", { timezoneId: "" });
      await devtools.send("Emulation.setDataSaverOverride", {});
      await devtools.detach();
    },
    { auto: true },
  ],
  /**
   * Undoes what a test set on its page before the next test gets it, whether the test
   * passed or not: playwright.config.ts reuses one page per worker. Playwright's own reset
   * drops routes and resumes a paused clock without waiting for either, so a late route
   * could answer the next test's requests, and a late resume leaves a script that throws on
   * every later page; it leaves the pointer where it was.
   */
  pageLeftClean: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.isClosed()) return;
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.context().unrouteAll({ behavior: "ignoreErrors" });
      await page.clock.resume();
      // The pointer stays where a test left it, and a hover onto the spot it rests on sends
      // no pointerenter: each test starts with it in the corner.
      await page.mouse.move(0, 0);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: ConsoleErrors = { messages: [] };
      page.on("console", (message) => {
        if (message.type() === "error") errors.messages.push(message.text());
      });
      page.on("pageerror", (error) => errors.messages.push(error.message));
      await use(errors);
      expect(errors.messages, "no console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of a test whose outcome depends on the device (layout, touch or hover): it runs in
 * the desktop project as well as the mobile one, where every other test of its file runs
 * alone (playwright.config.ts).
 */
export const everyDevice = "@every-device";

/** The main heading each screen shows, from the content that writes it. */
const headings: Record<(typeof pages)[number]["path"], string> = {
  "/": copy.hero.heading,
  "/collections": copy.collections.heading,
  "/news": copy.news.heading,
  "/blog": copy.blog.heading,
  "/about": aboutStory.title,
  "/countdown": copy.hypeRoom.pageHeading,
  "/privacy": privacyPage.heading,
};

/** The public screens (from app/content/pages.ts) with their main heading. */
export const routes = pages.map(({ path }) => ({
  path,
  heading: headings[path],
}));

/** Waits for an image to decode; visible alone can still be an empty box mid-download. */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * On the page's own clock (the runner hears of requests late): when it first painted with
 * content, when its load event began, and when each request whose path matches `path`
 * started. A request is listed once its download has finished.
 */
export function pageTimeline(page: Page, path: RegExp) {
  return page.evaluate((pattern) => {
    const matches = new RegExp(pattern);
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      painted: performance.getEntriesByName("first-contentful-paint")[0]
        ?.startTime,
      loaded: navigation?.loadEventStart,
      starts: performance
        .getEntriesByType("resource")
        .filter((entry) => matches.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    };
  }, path.source);
}

/** The home page's brand-statement toggle, named by the statement's teaser. */
export function brandStatementToggle(page: Page): Locator {
  return page.getByRole("button", {
    name: /^At Blunt & Bold we don't tiptoe\./,
  });
}

/** Opens the brand statement by keyboard: a mouse would close it again on leaving. */
export async function openBrandStatement(page: Page) {
  const toggle = brandStatementToggle(page);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

/**
 * Makes the next page note, on its own clock, when its first island went live, of those
 * named in `among` when given; read it with {@link hydrationTime}. Call before `goto`.
 */
export async function recordHydrationTime(page: Page, among?: string[]) {
  await page.addInitScript((names) => {
    new MutationObserver((_, observer) => {
      const first = [
        ...document.querySelectorAll<HTMLElement>(
          "[data-island][data-hydrated]",
        ),
      ].find((island) => !names || names.includes(island.dataset.island ?? ""));
      if (!first) return;
      observer.disconnect();
      document.documentElement.dataset.hydratedAt = String(performance.now());
    }).observe(document, {
      subtree: true,
      attributeFilter: ["data-hydrated"],
    });
  }, among);
}

/** When the page's first island went live (ms since navigation), once {@link recordHydrationTime} ran. */
export function hydrationTime(page: Page): Promise<number> {
  return page.evaluate(() =>
    Number(document.documentElement.dataset.hydratedAt),
  );
}

/** The islands that wake by themselves once the page has loaded, whatever the visitor does. */
const selfWaking = Object.entries(islandCatalog)
  .filter(([, entry]) => entry.wake === "now" || entry.wake === "idle")
  .map(([name]) => name);

/**
 * Whether the element is rendered now: false while it sits in a part of the page that
 * renders as it comes near (`render-when-near`) and has not come near yet.
 */
function isRendered(locator: Locator) {
  return locator.evaluate((element) =>
    element.checkVisibility({ contentVisibilityAuto: true }),
  );
}

/**
 * Checks a page whose lower parts render as they come near: `first` is rendered at load,
 * `last` only once it has been scrolled to.
 */
export async function expectRenderedWhenNear(first: Locator, last: Locator) {
  expect(await isRendered(first)).toBe(true);
  expect(await isRendered(last)).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(last)).toBe(true);
}

/**
 * Renders the sections that skip rendering until near (`render-when-near`), so a check that
 * reads the whole page's layout or styles reads real boxes, not the stale ones skipped
 * content keeps.
 */
export function renderSkippedSections(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
  });
}

/**
 * Waits until the islands' runtime listens on the page and every island that wakes by
 * itself (`now`, `idle`) is live. The others wake at the visitor's first interaction,
 * which the runtime replays (ADR 038), or as they come near.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForIslands(page);
}

/** {@link gotoHydrated}'s wait, for a page already open. */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(
    (names) =>
      document.documentElement.dataset.islands === "ready" &&
      [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
        (island) =>
          !names.includes(island.dataset.island ?? "") ||
          island.dataset.hydrated === "true",
      ),
    selfWaking,
  );
}

/**
 * The addresses the context's pages ask of hosts other than loopback, as they ask: no such
 * host resolves (tests/chromium.ts), so they go nowhere. Listening, not routing: a route
 * would stop every request of the test on its way to the runner and back.
 */
export function recordExternalRequests(context: BrowserContext): string[] {
  const external: string[] = [];
  context.on("request", (request) => {
    if (!loopbackHosts.includes(new URL(request.url()).hostname))
      external.push(request.url());
  });
  return external;
}

/** A space-separated list on the islands' runtime `<meta>` (`IMPORTS_ATTRIBUTE` and the like). */
export async function runtimeMetaList(page: Page, attribute: string) {
  const list = await page
    .locator(`meta[name="${RUNTIME_META}"]`)
    .getAttribute(attribute);
  return list?.split(" ") ?? [];
}

/** The paths of the modules the page has a `modulepreload` link for, in the links' order. */
export function preloadedModules(page: Page) {
  return page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
}

/** Wakes every island on the page, as a first tap on each would, and waits until all are live. */
export async function wakeEveryIsland(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]"))
      island.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
      (island) => island.dataset.hydrated === "true",
    ),
  );
}

/** Waits until the island whose `data-id` is `id` is live. */
export async function waitForIsland(page: Page, id: string) {
  await expect(page.locator(`[data-id="${id}"]`)).toHaveAttribute(
    "data-hydrated",
    "true",
  );
}

// Chromium's own messages for what the 404 page does on purpose: a 404 status, and the
// spec's console error for unknown routes.
const notFoundLogs = [
  /status of 404/,
  /404 Error: User attempted to access non-existent route/,
];

/** Takes the errors the 404 page logs by design out of the list; any other still fails. */
export function allowNotFoundLogs(errors: ConsoleErrors) {
  errors.messages = errors.messages.filter(
    (message) => !notFoundLogs.some((pattern) => pattern.test(message)),
  );
}
