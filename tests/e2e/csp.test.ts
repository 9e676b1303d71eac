import { type Page } from "@playwright/test";
import {
  allowNotFoundLogs,
  expect,
  gotoHydrated,
  routes,
  test,
} from "./fixtures";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

// Listens from the first byte, before any of the page's own scripts run.
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test.beforeEach(async ({ page }) => recordViolations(page));

for (const path of [...routes.map((route) => route.path), "/no-such-page"]) {
  test(`${path} runs under the Content-Security-Policy without a violation`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(
      /script-src 'self' 'sha256-/,
    );
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
    );
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    if (response?.status() === 404) allowNotFoundLogs(consoleErrors);
  });
}

// Toast libraries animate with inline styles; the policy must leave their CSSOM styles alone.
test("a newsletter toast shows without a violation", async ({ page }) => {
  await gotoHydrated(page, "/news");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByText("Please enter your email address", { exact: true }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the policy is enforced: an injected inline script is blocked and reported", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'yes';";
    document.body.append(script);
    return document.documentElement.dataset.injected === "yes";
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations(page))
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  consoleErrors.messages = consoleErrors.messages.filter(
    (message) => !/Content Security Policy/.test(message),
  );
});

test("the Permissions-Policy names only features Chromium recognises", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/Permissions-Policy/i.test(message.text()))
      warnings.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.headers()["permissions-policy"]).toMatch(/camera=\(\)/);
  await page.waitForLoadState("networkidle");
  expect(warnings).toEqual([]);
});
