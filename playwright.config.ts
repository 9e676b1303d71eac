import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/chromium";
import { e2eDataDir } from "./tests/e2e/launch-list";

const port = Number(process.env.E2E_PORT ?? 4317);
const staticTests = /static-html\.test\.ts$/;
// Sets its own screen sizes, from 320px phones to 1920px desktops.
const responsiveTests = /responsive\.test\.ts$/;
// Head tags, structured data, status codes, titles, landmarks and headings, and the text
// and states of the 404, blog, about and news pages: the same DOM at every screen size (no
// heading or checked text is hidden at any width), so the desktop project alone runs them.
// Layout at every size is the responsive project's.
const screenFreeTests =
  /(seo|routes|a11y-structure|not-found|blog|about|news)\.test\.ts$/;
// Set their own widths, so the desktop project alone runs them. The reflow test: 320px and
// 640px, as WCAG's reflow rule is about a desktop window zoomed to 400% and 200%. The
// stylesheet-cut test: every width breakpoint from a phone's up, in a context where the
// hover and pointer queries apply too.
const zoomTests = /(a11y-reflow|critical-css)\.test\.ts$/;
// Flows whose outcome does not depend on the screen (the forms' round trips, failure and
// JavaScript-off paths, the CSP, links, the clock, the chat's answers, the load monitor's
// ratings): the phone project alone runs them, as most visitors come on a phone. Layout,
// touch and keyboard are tested at every size by the other files, reflow at its own widths.
const behaviourTests =
  /(resilience|newsletter|double-opt-in|csp|links|countdown|widgets-load-time|widgets-chat)\.test\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only, so a timing flake on a loaded 2-core runner cannot block a landing;
  // Playwright still reports a test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: [staticTests, responsiveTests, screenFreeTests, zoomTests],
      use: {
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: "desktop",
      testIgnore: [staticTests, responsiveTests, behaviourTests],
      use: { viewport: { width: 1280, height: 800 } },
    },
    { name: "responsive", testMatch: responsiveTests },
    // Plain HTTP, no browser: what the server sends before any script runs.
    { name: "static", testMatch: staticTests },
  ],
  webServer: {
    command: "node --import tsx scripts/start.ts",
    // Signups go to a launch list of the tests' own; many tests post from one address, so
    // the per-client limit (tested over HTTP in tests/server/) is off here.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir(port),
      DATABASE_URL: "",
      SIGNUP_RATE_LIMIT: "0",
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
