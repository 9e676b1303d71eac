import { type Page } from "@playwright/test";
import { scrollThroughPage } from "../../scripts/scroll-through-page.mjs";
import {
  allowNotFoundLogs,
  expect,
  gotoHydrated,
  openBrandStatement,
  routes,
  test,
} from "./fixtures";
import { auditLayout } from "./layout-audit";

/** Phones from the smallest we support, a tablet, a laptop and a desktop. */
const screens = [
  { width: 320, height: 640, touch: true },
  { width: 375, height: 812, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1280, height: 800, touch: false },
  { width: 1920, height: 1080, touch: false },
];

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

for (const screen of screens) {
  test.describe(`${screen.width}px wide`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.touch,
      isMobile: screen.touch,
    });

    test("scrolled to the end, the footer is clear of the fixed buttons", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      await page.evaluate(() =>
        scrollTo(0, document.documentElement.scrollHeight),
      );
      const covered = await page.evaluate(() => {
        const isFixed = (element: Element) => {
          for (
            let node: Element | null = element;
            node;
            node = node.parentElement
          )
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
      expect(covered.fixedButtons).toBeGreaterThanOrEqual(2);
      expect(covered.lines).toEqual([]);
    });

    for (const view of views) {
      test(`${view.name}: fits the width, images load with alt text, 44px targets, readable lines`, async ({
        page,
        consoleErrors,
      }) => {
        await gotoHydrated(page, view.path);
        await view.open?.(page);
        await page.evaluate(() => document.fonts.ready);
        await scrollThroughPage(page);
        // A carousel parks its other slides outside its clipped track, where lazy images
        // wait until they slide in. Load those now, without moving the carousel, so every
        // file is checked; a missing or broken one still fails below.
        await page.evaluate(() => {
          for (const image of document.images) image.loading = "eager";
        });
        await expect.poll(() => pendingImages(page)).toEqual([]);

        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return {
            scrollWidth: root.scrollWidth,
            clientWidth: root.clientWidth,
          };
        });
        expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(
          clientWidth,
        );

        const audit = await page.evaluate(auditLayout, {
          minTarget: 44,
          maxLineChars: 75,
        });
        expect(audit.outsideViewport, "elements past the viewport").toEqual([]);
        expect(audit.altText, "image alt texts").toEqual([]);
        expect(audit.smallTargets, "tap targets under 44px").toEqual([]);
        expect(audit.longLines, "paragraph line lengths").toEqual([]);

        if (view.name === "404") allowNotFoundLogs(consoleErrors);
      });
    }
  });
}
