import { type Page } from "@playwright/test";
import { launchListPaths } from "~/content/launch-list";
import { policyHashes } from "../../scripts/build/csp-hashes";
import { allowedHashes } from "../csp-policy";
import {
  allowNotFoundLogs,
  expect,
  gotoHydrated,
  routes,
  test,
  waitForIslands,
  wakeEveryIsland,
} from "./fixtures";

declare global {
  interface Window {
    __cspViolations: string[];
    __elementsAdded: string[];
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

/** Keeps every script and stylesheet element added to the document from now on. */
async function recordElementsAdded(page: Page) {
  await page.evaluate(() => {
    window.__elementsAdded = [];
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((m) => [...m.addedNodes]))
        if (
          node instanceof HTMLScriptElement ||
          node instanceof HTMLStyleElement
        )
          window.__elementsAdded.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
}

// Every page of the build: the public routes, the launch list's own and the 404 page.
const pagePaths = [
  ...new Set([
    ...routes.map((route) => route.path),
    ...Object.values(launchListPaths),
  ]),
  "/no-such-page",
];

for (const path of pagePaths) {
  test(`${path} runs under its own Content-Security-Policy without a violation, and waking every island adds no inline code`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(allowedHashes(policy)).toEqual(
      policyHashes((await response?.text()) ?? ""),
    );
    await recordElementsAdded(page);
    await waitForIslands(page);
    await wakeEveryIsland(page);
    // Structured data (JSON-LD) is never run, so needs no hash; nothing else may be added.
    const added = await page.evaluate(() => window.__elementsAdded.join("\n"));
    expect(policyHashes(added)).toEqual({ scripts: [], styles: [] });
    expect(await violations(page)).toEqual([]);
    if (response?.status() === 404) allowNotFoundLogs(consoleErrors);
  });
}

test("the error page the API answers a refused form post with runs under its own policy", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/news");
  const answer = page.waitForResponse("**/api/subscribe");
  // A plain form post, as a browser sends it before the forms' script takes over.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/api/subscribe";
    for (const [name, value] of [
      ["email", "fan@@mail.test"],
      ["source", "news"],
    ]) {
      const field = document.createElement("input");
      Object.assign(field, { name, value });
      form.append(field);
    }
    document.body.append(form);
    form.submit();
  });
  const response = await answer;
  expect(response.status()).toBe(422);
  expect(
    allowedHashes(response.headers()["content-security-policy"] ?? ""),
  ).toEqual(policyHashes(await response.text()));
  // Its inline script puts the page's own path in the address bar before it hydrates.
  await expect(page).toHaveURL(new RegExp(`${launchListPaths.signupError}$`));
  await waitForIslands(page);
  expect(await violations(page)).toEqual([]);
  consoleErrors.messages = consoleErrors.messages.filter(
    (message) => !/status of 422/.test(message),
  );
});

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
