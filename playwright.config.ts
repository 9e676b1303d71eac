import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/chromium";
import { e2eDataDir } from "./tests/e2e/data-dir";

const port = Number(process.env.E2E_PORT ?? 4317);
// Plain HTTP, no browser page: the prerendered HTML a crawler or a visitor without
// JavaScript gets, and the head tags search engines and share previews read.
const staticTests = /(static-html|seo)\.test\.ts$/;
// Sets its own screen sizes, from 320px phones to 1920px desktops.
const responsiveTests = /responsive\.test\.ts$/;
// Files whose every test reads the same at any size, or sets its own widths: the desktop
// project alone runs them. Status codes, titles, landmarks, headings and links, the 404,
// blog, about and news pages; the reflow test (320px and 640px, as WCAG's reflow rule is
// about a desktop window zoomed to 400% and 200%) and the stylesheet-cut test (every width
// breakpoint, where the hover and pointer queries apply).
const desktopFiles =
  /(a11y-structure|not-found|blog|about|news|a11y-reflow|critical-css)\.test\.ts/;
// Every other file runs on the phone, as most visitors come on one; of those, the desktop
// project runs again only the tests tagged `everyDevice` (tests/e2e/fixtures.ts), whose
// outcome depends on layout, touch or hover. Layout at every size is the responsive
// project's.
const everyDeviceTag = /@every-device/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two cores: one browser per core. A third worker measured slower and flakier, as each
  // page load keeps a core busy (the server under test shares them).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // One page per worker, reset between tests (cookies, storage, HTTP cache, viewport,
    // clock): a fresh context and its first load cost a test about 4 s of CPU, a reused
    // one about 1 s.
    // tests/e2e/fixtures.ts undoes what Playwright's reset leaves to chance.
    reuseContext: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: [staticTests, responsiveTests, desktopFiles],
      use: {
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: "desktop",
      testIgnore: [staticTests, responsiveTests],
      grep: [desktopFiles, everyDeviceTag],
      use: { viewport: { width: 1280, height: 800 } },
    },
    { name: "responsive", testMatch: responsiveTests },
    { name: "static", testMatch: staticTests },
  ],
  webServer: {
    command: "node --import tsx scripts/start.ts",
    // Signups go to a launch list of the tests' own; many tests post (and every page pings)
    // from one address, so the per-client limits (tested over HTTP in tests/server/) are off
    // here.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir(port),
      DATABASE_URL: "",
      SIGNUP_RATE_LIMIT: "0",
      VISIT_RATE_LIMIT: "0",
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
