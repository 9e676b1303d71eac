import { type Page } from "@playwright/test";
import { scrollThroughPage } from "../../scripts/scroll-through-page";
import {
  allowNotFoundLogs,
  expect,
  gotoHydrated,
  openBrandStatement,
  routes,
  test,
} from "./fixtures";
import { auditLayout } from "./layout-audit";

/**
 * Phones from the smallest we support, a tablet, a laptop and a desktop, grouped by input:
 * touch and `isMobile` are fixed when a page is created, the size is not. So each group loads
 * a view once and resizes it through its sizes, smallest first, instead of loading it again
 * for every size (a page load is most of a test's cost).
 */
const inputs = [
  {
    name: "touch",
    touch: true,
    sizes: [
      { width: 320, height: 640 },
      { width: 375, height: 812 },
      { width: 768, height: 1024 },
    ],
  },
  {
    name: "pointer",
    touch: false,
    sizes: [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ],
  },
];

type Size = (typeof inputs)[number]["sizes"][number];

/** Every screen: the six routes, the 404 page, and what opens in place on them. */
const views: {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
}[] = [
  ...routes.map((route) => ({ name: route.path, path: route.path })),
  { name: "404", path: "/no-such-page" },
  {
    name: "/ with the brand statement open",
    path: "/",
    open: openBrandStatement,
  },
  {
    name: "/blog article",
    path: "/blog",
    open: async (page) => {
      await page.getByRole("button", { name: /^Read More/ }).click();
      await expect(
        page.getByRole("button", { name: /Back to Blog/ }),
      ).toBeVisible();
    },
  },
];

/** Rendered images that have not finished loading, or failed to. */
const pendingImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );

/**
 * Resizes the page and runs `check` at each size in turn, as a step named by the size, so
 * a failure says where. One frame after each resize lets the page's resize handlers and
 * observers (the carousel's) run before `check` reads it; Chromium skipped that frame once
 * in a run of 295 tests (the wait hung for 90 s), so a quarter second stands in for it.
 */
async function atEachSize(
  page: Page,
  sizes: Size[],
  check: (where: string) => Promise<void>,
) {
  for (const size of sizes) {
    const where = `${size.width}px wide`;
    await test.step(where, async () => {
      await page.setViewportSize(size);
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 250);
          }),
      );
      await check(where);
    });
  }
}

/** The footer's lines that sit under a fixed button, with the end of the page in view. */
async function expectFooterClear(page: Page, where: string) {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const isFixed = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === "fixed") return true;
      return false;
    };
    const fixedButtons = [...document.querySelectorAll("button")]
      .filter((button) => button.getClientRects().length > 0)
      .filter(isFixed)
      .map((button) => button.getBoundingClientRect());
    const footer = document.querySelector("footer");
    const lines = [...(footer?.children ?? [])]
      .filter((line) => {
        const box = line.getBoundingClientRect();
        return fixedButtons.some(
          (button) =>
            box.left < button.right &&
            button.left < box.right &&
            box.top < button.bottom &&
            button.top < box.bottom,
        );
      })
      .map((line) => line.textContent);
    return { fixedButtons: fixedButtons.length, lines };
  });
  // At least the video toggle and the chat button.
  expect(
    covered.fixedButtons,
    `${where}: fixed buttons`,
  ).toBeGreaterThanOrEqual(2);
  expect(covered.lines, `${where}: footer lines under a fixed button`).toEqual(
    [],
  );
}

/**
 * The page as rendered now, scrolled through so lazy images load: it fits the width, its
 * images load and have alt text, its targets are 44px, its lines readable.
 */
async function expectLayoutFits(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  await scrollThroughPage(page);
  // A carousel parks its other slides outside its clipped track, where lazy images
  // wait until they slide in. Load those now, without moving the carousel, so every
  // file is checked; a missing or broken one still fails below.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await expect
    .poll(() => pendingImages(page), `${where}: images still loading`)
    .toEqual([]);

  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
    };
  });
  expect(scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(
    clientWidth,
  );

  const audit = await page.evaluate(auditLayout, {
    minTarget: 44,
    maxLineChars: 75,
  });
  expect(audit.outsideViewport, `${where}: elements past the viewport`).toEqual(
    [],
  );
  expect(audit.altText, `${where}: image alt texts`).toEqual([]);
  expect(audit.smallTargets, `${where}: tap targets under 44px`).toEqual([]);
  expect(audit.longLines, `${where}: paragraph line lengths`).toEqual([]);
}

for (const input of inputs) {
  test.describe(`${input.name} screens, ${input.sizes.map((size) => size.width).join(", ")}px wide`, () => {
    test.use({
      viewport: input.sizes[0],
      hasTouch: input.touch,
      isMobile: input.touch,
    });

    test("scrolled to the end, the footer is clear of the fixed buttons", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      await atEachSize(page, input.sizes, (where) =>
        expectFooterClear(page, where),
      );
    });

    for (const view of views) {
      test(`${view.name}: fits the width, images load with alt text, 44px targets, readable lines`, async ({
        page,
        consoleErrors,
      }) => {
        // Each size does the work one test did before, scrolling through included.
        test.setTimeout(test.info().timeout * input.sizes.length);
        await gotoHydrated(page, view.path);
        await view.open?.(page);
        await atEachSize(page, input.sizes, (where) =>
          expectLayoutFits(page, `${view.name} at ${where}`),
        );
        if (view.name === "404") allowNotFoundLogs(consoleErrors);
      });
    }
  });
}
