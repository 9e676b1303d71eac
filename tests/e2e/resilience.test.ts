import { type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { describeTimeLeft, getTimeLeft } from "../../app/lib/countdown";
import {
  expect,
  gotoHydrated,
  recordExternalRequests,
  routes,
  test,
  waitForIsland,
  waitForIslands,
} from "./fixtures";

declare global {
  interface Window {
    /** Delay in ms of every interval still running, by id. */
    __liveIntervals: Map<unknown, number>;
  }
}

const headingOf = (path: string) =>
  routes.find((route) => route.path === path)?.heading ?? "";

/**
 * The headings a visitor can see, in document order. Their text content, not their rendered
 * text: sections below the first screen of `/` are not laid out until scrolled near
 * (`render-when-near`), and rendered text is empty until then.
 */
const visibleHeadings = async (page: Page) =>
  (
    await page.locator("h1, h2, h3").filter({ visible: true }).allTextContents()
  ).map((text) => text.replace(/\s+/g, " ").trim());

/** Same-page anchors have a target, site links answer 200, outbound ones open safely. */
async function expectEveryLinkWorks(page: Page) {
  const links = await page.locator("a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute("href") ?? "",
      target: a.getAttribute("target"),
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const { href, target } of links) {
    if (href.startsWith("#")) {
      await expect(page.locator(href), `target of ${href}`).toHaveCount(1);
    } else if (href.startsWith("/")) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    } else {
      expect(href, "outbound links are https or mailto").toMatch(
        /^(https:\/\/|mailto:)/,
      );
      if (href.startsWith("https://")) expect(target, href).toBe("_blank");
    }
  }
}

/**
 * The route again, JavaScript turned off on the same page: it shows every heading the page
 * with scripts showed (`withScripts`), and its links work.
 */
async function expectSameWithoutJavaScript(
  page: Page,
  turnScriptsOff: () => Promise<void>,
  route: (typeof routes)[number],
  withScripts: string[],
) {
  await turnScriptsOff();
  await page.goto(route.path);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    route.heading,
  );
  expect(await visibleHeadings(page)).toEqual(
    expect.arrayContaining(withScripts),
  );
  await expectEveryLinkWorks(page);
}

// One page with scripts serves both: the page loaded with every external host unreachable
// is also what the same route without JavaScript is compared with.
for (const route of routes) {
  test(`${route.path} works with every external host unreachable, no image broken, and shows the same with JavaScript disabled, its links working`, async ({
    page,
    emulation,
    consoleErrors,
  }) => {
    // Two loads of the route, one without JavaScript that asks for every link it holds:
    // past the default on a busy machine.
    test.slow();
    // What the page asked of the unreachable hosts, for the message.
    const attempted = recordExternalRequests(page.context());
    await gotoHydrated(page, route.path);
    await page.waitForLoadState("networkidle");
    // Read before the images are scrolled to, as a visitor first sees the page.
    const withScripts = await visibleHeadings(page);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      route.heading,
    );
    const images = page.locator("img").filter({ visible: true });
    for (const image of await images.all()) {
      // Lazy images load only near the viewport; bring each one there before judging it.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete))
        .toBe(true);
      const loaded = await image.evaluate(
        (img: HTMLImageElement) => img.naturalWidth > 0,
      );
      const requests = attempted.join(", ") || "none";
      expect(
        loaded,
        `${await image.getAttribute("alt")} (external requests: ${requests})`,
      ).toBe(true);
    }
    // The browser reports each refused request itself; the page must not add errors of its own.
    consoleErrors.messages = consoleErrors.messages.filter(
      (message) => !/ERR_NAME_NOT_RESOLVED/.test(message),
    );

    await expectSameWithoutJavaScript(
      page,
      emulation.turnScriptsOff,
      route,
      withScripts,
    );
  });
}

test.describe("with JavaScript disabled in the page itself", () => {
  test.use({ scriptsOff: true });

  test("following a link loads the next page as static HTML", async ({
    page,
  }) => {
    await page.goto("/countdown");
    await page.getByRole("link", { name: `${site.brand} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf("/"),
    );
  });
});

test.describe("with localStorage and sessionStorage throwing", () => {
  test.beforeEach(async ({ page }) => {
    // What Safari's private mode and blocked site data do: touching storage throws.
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              "The operation is insecure.",
              "SecurityError",
            );
          },
        });
      }
    });
  });

  for (const route of routes) {
    // Reloading saves the scroll position on the way out and restores it on the way in.
    test(`${route.path} loads, hydrates and reloads without errors`, async ({
      page,
    }) => {
      await gotoHydrated(page, route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        route.heading,
      );
      await page.reload();
      await waitForIslands(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        route.heading,
      );
    });
  }

  test("client-side navigation and Back work without errors", async ({
    page,
  }) => {
    await gotoHydrated(page, "/countdown");
    await page.getByRole("link", { name: `${site.brand} home` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf("/"),
    );
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headingOf("/countdown"),
    );
  });
});

test.describe("a tab left open for an hour", () => {
  const launch = new Date(site.launchTarget).getTime();
  const opened = launch - 10 * 24 * 60 * 60 * 1000;
  const hour = 60 * 60 * 1000;

  test("keeps one countdown interval, ticking true, however long it stays open", async ({
    page,
  }) => {
    await page.clock.install({ time: opened });
    await page.addInitScript(() => {
      const { setInterval: set, clearInterval: clear } = window;
      window.__liveIntervals = new Map();
      window.setInterval = ((
        handler: TimerHandler,
        delay?: number,
        ...args: unknown[]
      ) => {
        const id = set(handler, delay, ...args);
        window.__liveIntervals.set(id, delay ?? 0);
        return id;
      }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => {
        window.__liveIntervals.delete(id);
        clear(id);
      }) as typeof window.clearInterval;
    });
    const liveIntervals = () =>
      page.evaluate(() => {
        const delays = [...window.__liveIntervals.values()];
        return {
          total: delays.length,
          everySecond: delays.filter((delay) => delay === 1000).length,
        };
      });

    await gotoHydrated(page, "/countdown");
    // The countdown is an island that wakes in view, after the first paint (ADR 038).
    await waitForIsland(page, "countdown");
    // Pause on a whole second past wherever the page's clock is: a slow machine may take
    // longer than a second to load, and the clock cannot be paused in its past. A jump fires
    // the clock's alignment timer at the moment jumped to, so that moment is a whole second.
    const loadedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(Math.ceil(loadedAt / 1000) * 1000 + 1000);
    const atOpen = await liveIntervals();
    expect(atOpen.everySecond).toBe(1);

    await page.clock.runFor(hour);
    expect(await liveIntervals()).toEqual(atOpen);
    const now = await page.evaluate(() => Date.now());
    // The clock ticks on whole seconds: it shows the time left at the last one.
    const lastTick = now - (now % 1000);
    await expect(page.getByRole("timer")).toContainText(
      describeTimeLeft(getTimeLeft(launch, lastTick)),
    );
    expect(now).toBeGreaterThanOrEqual(opened + hour);
  });
});
