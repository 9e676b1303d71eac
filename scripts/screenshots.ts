// `npm run screenshots`: every route, full page, at phone and laptop sizes, into screenshots/.
// Pass extra sizes as WIDTHxHEIGHT arguments, e.g. `npm run screenshots -- 768x1024 1920x1080`.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { pages } from "../app/content/pages.ts";
import { scrollThroughPage } from "./scroll-through-page";

const port = Number(process.env.SCREENSHOT_PORT ?? 4390);
const paths = [...pages.map((page) => page.path), "/no-such-page"];
const sizes = (
  process.argv.length > 2 ? process.argv.slice(2) : ["375x812", "1280x800"]
).map((size) => {
  const [width = NaN, height = NaN] = size.split("x").map(Number);
  return { width, height };
});

const server = spawn(
  process.execPath,
  ["--import", "tsx", "scripts/start.ts"],
  {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  },
);
await new Promise<void>((resolve) =>
  server.stdout.on(
    "data",
    (chunk) => String(chunk).includes("live at") && resolve(),
  ),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
try {
  mkdirSync("screenshots", { recursive: true });
  for (const size of sizes) {
    // Below the 768px breakpoint the site is seen on touch phones: emulate one.
    const phone = size.width < 768;
    const page = await browser.newPage({
      viewport: size,
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: "reduce",
    });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    for (const path of paths) {
      await page.goto(`http://127.0.0.1:${port}${path}`, {
        waitUntil: "networkidle",
      });
      await scrollThroughPage(page);
      await page.waitForLoadState("networkidle");
      // A phone's full-page shot paints around its own viewport only, so sections that skip
      // rendering until near (`render-when-near`) would show as empty boxes: a visitor
      // scrolling sees each one rendered.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>("*"))
          if (getComputedStyle(element).contentVisibility === "auto")
            element.style.contentVisibility = "visible";
      });
      const name = path === "/" ? "home" : path.slice(1);
      const file = `screenshots/${name}-${size.width}x${size.height}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
