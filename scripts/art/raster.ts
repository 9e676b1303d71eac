import { chromium } from "@playwright/test";
import config from "../../playwright.config";

/** An SVG document to render, scaled to fill `width` x `height` pixels. */
export type RasterJob = { svg: string; width: number; height: number };

/**
 * Opens the Chromium the browser tests use (Debian's, or CHROMIUM_PATH) to render SVGs to
 * PNG, for the few places platforms insist on a bitmap: share cards and home-screen icons.
 * Call `close` when done.
 */
export async function openRasterizer() {
  // The same Chromium binary and flags as the browser tests.
  const browser = await chromium.launch(config.use?.launchOptions);
  const page = await browser.newPage();
  return {
    async render({ svg, width, height }: RasterJob) {
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<body style="margin:0">${svg.replace("<svg ", '<svg style="display:block;width:100vw;height:100vh" ')}</body>`,
      );
      return page.screenshot({ type: "png", omitBackground: true });
    },
    close: () => browser.close(),
  };
}
