import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

declare global {
  interface Window {
    /** mailto URLs the page tried to open, newest last. */
    __mailtos: string[];
    /** While true, requestAnimationFrame callbacks wait for `__releaseFrames`. */
    __holdFrames: boolean;
    __releaseFrames: () => void;
  }
}

/**
 * Runs before the app: records every mailto link the page clicks instead of handing
 * it to a mail client, and lets a test hold animation frames to watch in-between states.
 */
function instrumentPage() {
  window.__mailtos = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    this.addEventListener(
      "click",
      (event) => {
        if (!this.href.startsWith("mailto:")) return;
        window.__mailtos.push(this.href);
        event.preventDefault();
      },
      { once: true },
    );
    click.call(this);
  };

  const held: FrameRequestCallback[] = [];
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.__holdFrames = false;
  window.requestAnimationFrame = (callback) => {
    if (!window.__holdFrames) return requestFrame(callback);
    held.push(callback);
    return 0;
  };
  window.__releaseFrames = () => {
    window.__holdFrames = false;
    for (const callback of held.splice(0)) requestFrame(callback);
  };
}

const forms = [
  {
    path: "/",
    name: "Sign up for our newsletter and news emails",
    submit: "Join",
  },
  { path: "/news", name: "Get the news before it's news", submit: "Subscribe" },
] as const;

function toasts(page: Page) {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem");
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(instrumentPage);
});

for (const form of forms) {
  test.describe(`newsletter on ${form.path}`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, form.path);
    });

    test("an empty submit shows the error toast and opens no mail client", async ({
      page,
    }) => {
      const signUp = page.getByRole("form", { name: form.name });
      await signUp.getByRole("button", { name: form.submit }).click();

      const toast = toasts(page);
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveAttribute("data-tone", "error");
      await expect(toast.getByText("Error", { exact: true })).toBeVisible();
      await expect(
        toast.getByText("Please enter your email address", { exact: true }),
      ).toBeVisible();
      await expect(
        signUp.getByRole("textbox", { name: "Email address" }),
      ).toHaveAttribute("aria-invalid", "true");
      expect(await page.evaluate(() => window.__mailtos)).toEqual([]);
    });

    test("a valid address goes through Processing..., opens the mailto and clears the field", async ({
      page,
    }) => {
      const signUp = page.getByRole("form", { name: form.name });
      const input = signUp.getByRole("textbox", { name: "Email address" });
      await input.fill("  fan+tees@mail.test ");

      await page.evaluate(() => (window.__holdFrames = true));
      const before = Date.now();
      await input.press("Enter");
      const processing = signUp.getByRole("button", { name: "Processing..." });
      await expect(processing).toBeDisabled();
      expect(await page.evaluate(() => window.__mailtos)).toEqual([]);
      await page.evaluate(() => window.__releaseFrames());

      const toast = toasts(page);
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveAttribute("data-tone", "success");
      await expect(
        toast.getByText("Subscription Initiated", { exact: true }),
      ).toBeVisible();
      await expect(
        toast.getByText(
          "Your email client will open to complete the subscription process.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(input).toHaveValue("");
      await expect(
        signUp.getByRole("button", { name: form.submit }),
      ).toBeEnabled();

      const mailtos = await page.evaluate(() => window.__mailtos);
      expect(mailtos).toHaveLength(1);
      const mailto = mailtos[0] ?? "";
      expect(mailto).toMatch(
        /^mailto:newsletter@example\.com\?subject=Newsletter%20Subscription&body=[^&]+$/,
      );
      expect(mailto).not.toContain("+");
      const encodedBody = mailto.split("&body=")[1] ?? "";
      expect(encodedBody).toContain("%0D%0A");
      expect(encodedBody).toContain("%20");
      const body = decodeURIComponent(encodedBody);
      expect(body).toContain("fan+tees@mail.test");
      expect(body).not.toContain("  fan");
      const timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/.exec(
        body,
      )?.[0];
      expect(timestamp, "ISO timestamp in the body").toBeDefined();
      const sentAt = Date.parse(timestamp ?? "");
      expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
      expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
    });

    test("an address that is not one is refused", async ({ page }) => {
      const signUp = page.getByRole("form", { name: form.name });
      await signUp
        .getByRole("textbox", { name: "Email address" })
        .fill("not-an-email");
      await signUp.getByRole("button", { name: form.submit }).click();
      await expect(
        toasts(page).getByText("Please enter a valid email address"),
      ).toBeVisible();
      await expect(
        signUp.getByRole("textbox", { name: "Email address" }),
      ).toHaveValue("not-an-email");
      expect(await page.evaluate(() => window.__mailtos)).toEqual([]);
    });
  });
}
