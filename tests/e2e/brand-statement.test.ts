import type { Page } from "@playwright/test";
import { brandStatement } from "~/content/brand";
import {
  brandStatementToggle,
  everyDevice,
  expect,
  gotoHydrated,
  test,
} from "./fixtures";

const closing = "Are you Blunt? Or are you Bold?";

function statement(page: Page) {
  const toggle = brandStatementToggle(page);
  const manifesto = page.getByText(closing, { exact: true });
  return { toggle, manifesto };
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
  });

  test("starts collapsed with the teaser and the full manifesto behind it", async ({
    page,
  }) => {
    const { toggle, manifesto } = statement(page);
    await expect(toggle.locator("span").first()).toHaveText(
      "At Blunt & Bold we don't tiptoe.",
    );
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(manifesto).toBeHidden();

    // Keyboard works everywhere, whatever the pointer.
    await page.mouse.move(0, 0);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(manifesto).toBeVisible();
    const panel = page.locator(
      `#${await toggle.getAttribute("aria-controls")}`,
    );
    for (const part of brandStatement.manifesto) {
      await expect(
        panel.getByRole("heading", { name: part.title, exact: true }),
      ).toBeVisible();
      await expect(panel.getByText(part.text)).toBeVisible();
    }
    await expect(panel.locator("p").last()).toHaveText(closing);

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(manifesto).toBeHidden();
  });

  // Touch devices toggle by tap; devices that can hover open on hover and close on leave.
  test(
    "opens by the device's own gesture and names it in the hint",
    { tag: everyDevice },
    async ({ page }, testInfo) => {
      const { toggle, manifesto } = statement(page);
      const tapHint = page.getByText("Tap to read more...", { exact: true });
      const hoverHint = page.getByText("Hover to read more...", {
        exact: true,
      });

      if (testInfo.project.name === "mobile") {
        await expect(tapHint).toBeVisible();
        await expect(hoverHint).toBeHidden();
        await toggle.tap();
        await expect(manifesto).toBeVisible();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await toggle.tap();
        await expect(manifesto).toBeHidden();
        return;
      }

      await expect(hoverHint).toBeVisible();
      await expect(tapHint).toBeHidden();
      await toggle.hover();
      await expect(manifesto).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // A click while hovering must not undo the hover.
      await toggle.click();
      await expect(manifesto).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(manifesto).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ scriptsOff: true });

  test("shows the whole manifesto: nothing hides behind a toggle that cannot work", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByText(closing, { exact: true })).toBeVisible();
  });
});
