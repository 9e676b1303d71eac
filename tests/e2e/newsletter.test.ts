import type { Page } from "@playwright/test";
import {
  consent,
  launchListPaths,
  subscribedPage,
} from "~/content/launch-list";
import { newsletterMessages } from "~/content/newsletter-messages";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectNoAxeViolations } from "./a11y-axe";
import { exportedSignups, uniqueAddress } from "./launch-list";
import { recordMailtos } from "./mailto";
import { holdRequests } from "./widgets-helpers";

const forms = [
  {
    path: "/",
    source: "home",
    name: "Sign up for our newsletter and news emails",
    submit: "Join",
  },
  {
    path: "/news",
    source: "news",
    name: "Get the news before it's news",
    submit: "Subscribe",
  },
] as const;

function toasts(page: Page) {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem");
}

async function expectToast(
  page: Page,
  message: { tone: string; title: string; description: string },
) {
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-tone", message.tone);
  await expect(toast.getByText(message.title, { exact: true })).toBeVisible();
  await expect(
    toast.getByText(message.description, { exact: true }),
  ).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordMailtos);
});

for (const form of forms) {
  test.describe(`newsletter on ${form.path} with JavaScript`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, form.path);
    });

    const signUpForm = (page: Page) =>
      page.getByRole("form", { name: form.name });
    const emailField = (page: Page) =>
      signUpForm(page).getByRole("textbox", { name: "Email address" });

    test("an empty submit shows the error toast and sends nothing", async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await signUpForm(page).getByRole("button", { name: form.submit }).click();

      await expectToast(page, newsletterMessages.empty);
      await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
      expect(posts).toEqual([]);
    });

    test("a valid address goes through Processing..., lands on the list and clears the field", async ({
      page,
      baseURL,
    }) => {
      const email = uniqueAddress(form.source);
      const release = await holdRequests(page, "**/api/subscribe");

      await emailField(page).fill(`  ${email} `);
      await emailField(page).press("Enter");
      const processing = signUpForm(page).getByRole("button", {
        name: "Processing...",
      });
      await expect(processing).toBeDisabled();
      release();

      await expectToast(page, newsletterMessages.success);
      await expect(emailField(page)).toHaveValue("");
      await expect(
        signUpForm(page).getByRole("button", { name: form.submit }),
      ).toBeEnabled();
      expect(await exportedSignups(baseURL)).toContainEqual({
        email,
        source: form.source,
      });
      expect(await page.evaluate(() => window.__mailtos), "no mailto").toEqual(
        [],
      );
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
    });

    test("an address that is not one is refused and kept", async ({ page }) => {
      await emailField(page).fill("not-an-email");
      await signUpForm(page).getByRole("button", { name: form.submit }).click();
      await expectToast(page, newsletterMessages.invalid);
      await expect(emailField(page)).toHaveValue("not-an-email");
    });

    for (const [failure, answer] of [
      ["the server is down", "abort"],
      ["the server fails", "503"],
    ] as const) {
      test(`when ${failure}, the error toast shows and the address stays`, async ({
        page,
        consoleErrors,
        baseURL,
      }) => {
        const email = uniqueAddress(`${form.source}-${answer}`);
        await page.route("**/api/subscribe", (route) =>
          answer === "abort"
            ? route.abort("connectionrefused")
            : route.fulfill({
                status: 503,
                contentType: "application/json",
                body: '{"error":"down","problem":"failed"}',
              }),
        );
        await emailField(page).fill(email);
        await signUpForm(page)
          .getByRole("button", { name: form.submit })
          .click();

        await expectToast(page, newsletterMessages.failed);
        await expect(emailField(page)).toHaveValue(email);
        expect(
          (await exportedSignups(baseURL)).map((row) => row.email),
        ).not.toContain(email);
        // Chromium logs the failed request itself; that is the point of this test.
        consoleErrors.messages = consoleErrors.messages.filter(
          (message) =>
            !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(message),
        );
      });
    }

    test("says what the address is used for and links the privacy page", async ({
      page,
    }) => {
      const line = signUpForm(page).getByText(consent.text);
      await expect(line).toBeVisible();
      await line.getByRole("link", { name: consent.linkLabel }).click();
      await expect(page).toHaveURL(new RegExp(`${launchListPaths.privacy}$`));
    });
  });

  test.describe(`newsletter on ${form.path} without JavaScript`, () => {
    test.use({ scriptsOff: true });

    test("a valid address lands on the confirmation page and on the list", async ({
      page,
      baseURL,
    }) => {
      const email = uniqueAddress(`${form.source}-nojs`);
      await page.goto(form.path);
      const signUp = page.getByRole("form", { name: form.name });
      await signUp.getByRole("textbox", { name: "Email address" }).fill(email);
      await signUp.getByRole("button", { name: form.submit }).click();

      await expect(page).toHaveURL(
        new RegExp(`${launchListPaths.subscribed}$`),
      );
      await expect(
        page.getByRole("heading", { level: 1, name: subscribedPage.heading }),
      ).toBeVisible();
      expect(page.url()).not.toContain("mail.test");
      expect(await exportedSignups(baseURL)).toContainEqual({
        email,
        source: form.source,
      });
      await page.getByRole("link", { name: subscribedPage.link }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("an invalid address gets the error page with what was typed, and can be fixed there", async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      await page.goto(form.path);
      const signUp = page.getByRole("form", { name: form.name });
      await signUp
        .getByRole("textbox", { name: "Email address" })
        .fill("fan@@mail.test");
      await signUp.getByRole("button", { name: form.submit }).click();

      await expect(page.getByRole("alert")).toHaveText(
        newsletterMessages.invalid.description,
      );
      const field = page.getByRole("textbox", { name: "Email address" });
      await expect(field).toHaveValue("fan@@mail.test");

      const email = uniqueAddress(`${form.source}-retry`);
      await field.fill(email);
      await field.press("Enter");
      await expect(page).toHaveURL(
        new RegExp(`${launchListPaths.subscribed}$`),
      );
      expect(await exportedSignups(baseURL)).toContainEqual({
        email,
        source: form.source,
      });
      // The 422 answer is what this test is about.
      consoleErrors.messages = consoleErrors.messages.filter(
        (message) => !/status of 422/.test(message),
      );
    });
  });
}

for (const path of Object.values(launchListPaths)) {
  test(`axe: ${path} has no violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page, path);
  });
}
