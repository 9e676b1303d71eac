import type { Page } from "@playwright/test";
import { carouselCopy } from "~/content/widget-copy";
import { tabTo } from "./a11y-keyboard";
import {
  expect,
  gotoHydrated,
  renderSkippedSections,
  routes,
  test,
} from "./fixtures";
import { carouselShowing, carouselSlide } from "./widgets-helpers";

/**
 * Text that is cut off: sticking out of the viewport sideways, or out of an ancestor
 * that clips its overflow. Visually hidden text (the 1px sr-only box) does not count, nor
 * do carousel slides waiting their turn.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element?.checkVisibility()) continue;
      if (element.closest(".sr-only, script, style")) continue;
      // A carousel shows some slides at a time; its controls bring the others into view.
      if (element.closest("[aria-roledescription='slide']")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      const name = node.textContent.trim().slice(0, 40);
      if (text.left < -1 || text.right > width + 1) {
        clipped.push(`"${name}" outside the viewport`);
        continue;
      }
      for (
        let box: HTMLElement | null = element;
        box;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") {
          continue;
        }
        const bounds = box.getBoundingClientRect();
        if (
          text.left < bounds.left - 1 ||
          text.right > bounds.right + 1 ||
          text.top < bounds.top - 1 ||
          text.bottom > bounds.bottom + 1
        ) {
          clipped.push(`"${name}" clipped by <${box.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    return clipped;
  });
}

/** The slides the carousel does not show are a keyboard press away. */
async function expectSlidesReachable(page: Page) {
  const carousel = page.getByRole("region", { name: carouselCopy.heading });
  await tabTo(page, carousel.getByRole("button", { name: carouselCopy.next }));
  await page.keyboard.press("Enter");
  await expect(carousel.getByText(carouselShowing(2))).toBeAttached();
  // Side to side the whole slide is in view (it may be taller than a zoomed window).
  const slide = carousel.getByRole("group", {
    name: carouselSlide(2),
  });
  await expect
    .poll(async () => {
      const box = await slide.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
    })
    .toBe(true);
}

// 320 CSS px is WCAG's reflow width; 640 is a 1280px-wide window zoomed to 200%.
const widths = [320, 640];

for (const route of [...routes, { path: "/no-such-page" }]) {
  test(`${route.path} loses no content at 320px and at 200% zoom`, async ({
    page,
    consoleErrors,
  }) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 400 });
      await gotoHydrated(page, route.path);
      await renderSkippedSections(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${width}px`).toBeLessThanOrEqual(clientWidth);
      expect(await clippedText(page), `${width}px`).toEqual([]);
      if (route.path === "/") await expectSlidesReachable(page);
    }
    if (route.path === "/no-such-page") consoleErrors.messages.length = 0;
  });
}
