import type { Page } from "@playwright/test";
import { copy } from "../../app/content/copy";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { reactIslandNames } from "../../app/islands/catalog";
import { IMPORTS_ATTRIBUTE } from "../../app/islands/markup";
import {
  everyDevice,
  expect,
  gotoHydrated,
  hydrationTime,
  pageTimeline,
  preloadedModules,
  recordHydrationTime,
  runtimeMetaList,
  test,
  waitForIsland,
} from "./fixtures";

/** Every image reserves its box, and those below the fold load lazily. */
async function expectImagesSizedAndLazy(page: Page) {
  const images = await page.locator("img").evaluateAll((elements) =>
    elements.map((element, index) => {
      const image = element as HTMLImageElement;
      return {
        src: `image ${index + 1} (alt "${image.alt}")`,
        sized: image.hasAttribute("width") && image.hasAttribute("height"),
        belowFold: image.getBoundingClientRect().top > window.innerHeight,
        loading: image.loading,
      };
    }),
  );
  for (const image of images) {
    expect(image.sized, `${image.src} has width and height`).toBe(true);
    if (image.belowFold) {
      expect(image.loading, `${image.src} is lazy`).toBe("lazy");
    }
  }
}

/**
 * Before the page had loaded and painted it fetched only the islands' runtime and its
 * imports; the islands' code came after, and so did the first island to go live (ADR 038).
 * Needs {@link recordHydrationTime} before the page was loaded.
 */
async function expectIslandsAfterLoadAndPaint(page: Page) {
  const runtime = await page
    .locator('script[type="module"], link[rel="modulepreload"]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          new URL(
            element.getAttribute("src") ?? element.getAttribute("href") ?? "",
            location.href,
          ).pathname,
      ),
    );
  const timing = await pageTimeline(page, /^\/assets\/.+\.js$/);
  const islandCode = await page.evaluate(
    (runtime) =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            /\.js$/.test(entry.name) &&
            !runtime.includes(new URL(entry.name).pathname),
        )
        .map((entry) => entry.startTime),
    runtime,
  );
  expect(timing.painted).toBeGreaterThan(0);
  expect(runtime.length).toBeGreaterThan(0);
  for (const start of islandCode) {
    expect(start).toBeGreaterThan(timing.painted ?? Infinity);
    expect(start).toBeGreaterThanOrEqual(timing.loaded ?? Infinity);
  }
  const hydrated = await hydrationTime(page);
  expect(hydrated).toBeGreaterThan(timing.painted ?? Infinity);
  expect(hydrated).toBeGreaterThanOrEqual(timing.loaded ?? Infinity);
}

/**
 * The inline script preloaded every module the runtime imports as it started the runtime,
 * so they arrived beside it instead of a round trip per level of imports after it.
 */
async function expectRuntimeImportsPreloaded(page: Page) {
  const imports = await runtimeMetaList(page, IMPORTS_ATTRIBUTE);
  expect(imports).not.toEqual([]);
  expect(await preloadedModules(page)).toEqual(expect.arrayContaining(imports));
}

// They read the page as first loaded, so one load serves them.
for (const { path } of pages) {
  test(
    `${path}: fetches its islands' code and hydrates them only once loaded and painted, the runtime's imports preloaded beside it; images reserve their box, lazy below the fold`,
    { tag: everyDevice },
    async ({ page }) => {
      await recordHydrationTime(page);
      await gotoHydrated(page, path);
      await expectIslandsAfterLoadAndPaint(page);
      await expectRuntimeImportsPreloaded(page);
      await expectImagesSizedAndLazy(page);
    },
  );
}

test(
  "the home page's largest paint is prerendered text or a preloaded image",
  { tag: everyDevice },
  async ({ page, request }) => {
    await gotoHydrated(page, "/");
    const largest = await page.evaluate(
      () =>
        new Promise<{ url: string; tag: string; text: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & {
              url: string;
              element: Element | null;
            };
            resolve({
              url: entry.url,
              tag: entry.element?.tagName ?? "",
              text: entry.element?.textContent?.trim() ?? "",
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    if (largest.url) {
      const preloaded = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((link) => (link as HTMLLinkElement).href),
        );
      expect(preloaded, `${largest.tag} ${largest.url} is preloaded`).toContain(
        largest.url,
      );
    } else {
      // Text paints from the static HTML, never from code that runs later.
      expect(largest.text, `${largest.tag} has text`).not.toBe("");
      const html = await (await request.get("/")).text();
      expect(html, `${largest.tag} "${largest.text}" is prerendered`).toContain(
        largest.text.split(/\s+/).slice(0, 4).join(" "),
      );
    }
  },
);

// The background's poster lies under the first screen's text and its dark overlay: on a
// slow network the text's fonts should have the bandwidth first. A video's poster attribute
// is fetched ahead of them, so the poster is an image of its own, and a visible image's
// usual boost must not lift it.
test("the home page fetches the background's poster at low priority, its fonts at high", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  // Each request's path and its priority, as last changed, by request id.
  const requests = new Map<string, { path: string; priority: string }>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    requests.set(requestId, {
      path: pathname,
      priority: request.initialPriority,
    });
  });
  cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
    const known = requests.get(requestId);
    if (known) known.priority = newPriority;
  });
  await cdp.send("Network.enable");
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const poster = await page
    .locator("[data-island=background-video] img")
    .evaluate((image: HTMLImageElement) => new URL(image.src).pathname);
  const fetched = [...requests.values()];
  expect(fetched.find(({ path }) => path === poster)?.priority, poster).toBe(
    "Low",
  );
  const fonts = fetched.filter(({ path }) => path.endsWith(".woff2"));
  expect(fonts.length).toBeGreaterThan(0);
  for (const { path, priority } of fonts) expect(priority, path).toBe("High");
});

// Seven glyphs are seven SVG documents to fetch and parse: on a phone they wait until
// Follow Us comes near, not ride beside the first screen's fonts and poster.
test("the home page fetches the social glyphs only as Follow Us comes near", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const onLoad = [...requested];
  const follow = page.getByRole("region", { name: copy.follow });
  await follow.scrollIntoViewIfNeeded();
  const glyphs = await follow
    .locator("a > span[aria-hidden]")
    .evaluateAll((spans) =>
      spans.map(
        (span) => /url\("?([^")]+)/.exec(getComputedStyle(span).maskImage)?.[1],
      ),
    );
  expect(glyphs).toHaveLength(site.socials.length);
  for (const glyph of glyphs) {
    expect(glyph).toMatch(/\.svg$/);
    expect(onLoad, `${glyph} waits for the scroll`).not.toContain(glyph);
    await expect.poll(() => requested).toContain(glyph);
  }
});

// ADR 015: the inline stylesheet styles only what the prerendered pages show, and a React
// island may show more. Plain DOM islands keep to the page's markup and need no more
// (ADR 027).
test("hydrates its first React island only once the full stylesheet is in, however late it comes", async ({
  page,
}) => {
  await page.route(/\/assets\/.+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await recordHydrationTime(page, reactIslandNames());
  await gotoHydrated(page, "/");
  // Nothing on the page wakes React by itself (ADR 031): the chat's button does, on focus.
  await page.getByRole("button", { name: copy.openChat }).focus();
  await waitForIsland(page, "chat");
  const arrived = (file: string) =>
    page.evaluate(
      (pattern) =>
        (
          performance.getEntriesByType(
            "resource",
          ) as PerformanceResourceTiming[]
        ).find((entry) => new RegExp(pattern).test(entry.name))?.responseEnd ??
        Infinity,
      file,
    );
  const stylesheet = await arrived("\\.css$");
  // The runtime was in long before, so only the wait can explain the late hydration.
  expect(await arrived("/entry\\.client-[^/]+\\.js$")).toBeLessThan(stylesheet);
  expect(await hydrationTime(page)).toBeGreaterThanOrEqual(stylesheet);
});
