import type { Page } from "@playwright/test";

/**
 * Makes requests for `url` fail, as a network outage would. The browser logs each failed
 * load as a console error; call the returned function at the end of the test to take those
 * (and only those) out of the fixture's console-error check.
 */
export async function failRequests(
  page: Page,
  url: RegExp,
  consoleErrors: { messages: string[] },
): Promise<() => void> {
  await page.route(url, (route) => route.abort("failed"));
  return () => {
    consoleErrors.messages = consoleErrors.messages.filter(
      (message) =>
        !message.startsWith("Failed to load resource: net::ERR_FAILED"),
    );
  };
}
