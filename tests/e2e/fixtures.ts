import {
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

/** Console errors the page logged; tests that expect one take it out of the list. */
type ConsoleErrors = { messages: string[] };

// Only loopback is real here: every other host is stubbed so no test reaches the internet.
async function blockExternalHosts(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort("blockedbyclient"),
  );
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: ConsoleErrors = { messages: [] };
      page.on("console", (message) => {
        if (message.type() === "error") errors.messages.push(message.text());
      });
      page.on("pageerror", (error) => errors.messages.push(error.message));
      await blockExternalHosts(page);
      await use(errors);
      expect(errors.messages, "no console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The six screens with their main heading. */
export const routes = [
  { path: "/", heading: "A Mindset You Can Wear" },
  { path: "/collections", heading: "Our Collections" },
  { path: "/news", heading: "News" },
  { path: "/blog", heading: "Blog" },
  { path: "/about", heading: "Why Blunt & Bold?" },
  { path: "/countdown", heading: "Full BOLD release incoming..." },
] as const;

/** Waits for an image to decode; visible alone can still be an empty box mid-download. */
export async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

/** Waits until React has hydrated the prerendered page. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true",
  );
}

// Chromium's own messages for what the 404 page does on purpose: a 404 status, and the
// spec's console error for unknown routes.
const notFoundLogs = [
  /status of 404/,
  /404 Error: User attempted to access non-existent route/,
];

/** Takes the errors the 404 page logs by design out of the list; any other still fails. */
export function allowNotFoundLogs(errors: ConsoleErrors) {
  errors.messages = errors.messages.filter(
    (message) => !notFoundLogs.some((pattern) => pattern.test(message)),
  );
}
