import type { Page } from "@playwright/test";
/**
 * Scrolls a Playwright page to the bottom a screen at a time, then back to the top, so every
 * `loading="lazy"` image has been near the viewport and started loading. A full-page
 * screenshot alone never scrolls, so without this it shows empty boxes below the fold.
 */
export async function scrollThroughPage(page: Page) {
  // No named functions inside: tsx (esbuild's keepNames) would wrap them in a helper the
  // page does not have.
  await page.evaluate(async () => {
    const root = document.scrollingElement ?? document.documentElement;
    for (let top = 0; ; top += window.innerHeight) {
      const past = top >= root.scrollHeight;
      window.scrollTo(0, past ? 0 : top);
      // Two frames let lazy images see the new scroll position. Chromium may hold back
      // frames for a page it thinks is hidden or busy, so a short timer also moves on.
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
      if (past) break;
    }
  });
}
