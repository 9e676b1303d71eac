import type { Locator, Page } from "@playwright/test";
import {
  everyDevice,
  expect,
  gotoHydrated,
  test,
  waitForIsland,
} from "./fixtures";

/** Loads the page with its lazy chunks hydrated, then stops the page's clock. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await gotoHydrated(page, path);
  await page.waitForLoadState("networkidle");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Rests the pointer on `trigger`: nothing shows for 650 ms, its tooltip by 750 ms. */
async function expectTooltipAfterDelay(
  page: Page,
  trigger: Locator,
  name: string,
) {
  await trigger.hover({ position: { x: 12, y: 12 } });
  await page.clock.runFor(650);
  await expect(page.getByRole("tooltip", { includeHidden: true })).toHaveCount(
    0,
  );
  await page.clock.runFor(100);
  await expect(page.getByRole("tooltip", { includeHidden: true })).toHaveText(
    name,
  );
}

test.describe("tooltips", () => {
  test(
    "open on hover after 700 ms, and at once on a neighbour",
    { tag: everyDevice },
    async ({ page }) => {
      await openWithPausedClock(page, "/");
      const follow = page.getByRole("region", { name: "Follow Us" });
      const instagram = follow.getByRole("link", { name: /^Instagram/ });
      // The links wake as they come near, as a visitor scrolls to them (ADR 031).
      await follow.scrollIntoViewIfNeeded();
      await waitForIsland(page, "follow-us");
      // The first hover fetches Radix's tooltip, which then takes over the link.
      await instagram.hover();
      await expect(instagram).toHaveAttribute("data-state", "closed");
      await expectTooltipAfterDelay(page, instagram, "Instagram");

      // A real pointer sends several moves on its way to the next icon.
      const facebook = await follow
        .getByRole("link", { name: /^Facebook/ })
        .boundingBox();
      if (!facebook) throw new Error("Facebook link has no box");
      await page.mouse.move(
        facebook.x + facebook.width / 2,
        facebook.y + facebook.height / 2,
        {
          steps: 4,
        },
      );
      // Well inside the skip window, and far short of the 700 ms delay.
      await page.clock.runFor(20);
      await expect(
        page.getByRole("tooltip", { includeHidden: true }),
      ).toHaveText("Facebook");

      // 300 ms after the last tooltip closed, the full delay applies again. Radix closes on
      // the first move it sees outside the trigger's grace area, and starts listening only
      // after the pointer has left the trigger: a real pointer keeps moving, so this does too.
      await page.mouse.move(1, 1, { steps: 8 });
      await page.mouse.move(2, 2);
      await page.clock.runFor(350);
      await expect(
        page.getByRole("tooltip", { includeHidden: true }),
      ).toHaveCount(0);
      const pinterest = follow.getByRole("link", { name: /^Pinterest/ });
      await pinterest.hover();
      await expectTooltipAfterDelay(page, pinterest, "Pinterest");
    },
  );

  test("name the chat button on keyboard focus", async ({ page }) => {
    await openWithPausedClock(page, "/about");
    const chat = page.getByRole("button", { name: "Chat with Blunt & Bold" });
    // The first focus wakes the chat once the frame after it has painted (a frame on this
    // clock) and fetches the tooltip; a focused control is never swapped out.
    await chat.focus();
    await page.clock.runFor(20);
    await waitForIsland(page, "chat");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(chat).toHaveAttribute("data-state", "closed");
    await chat.focus();
    // No delay for a focus, but the label opens only after the next paint: a frame (16 ms on
    // this clock) and a task.
    await page.clock.runFor(20);
    // The bubble repeats the button's name, so it stays out of the accessibility tree.
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await expect(page.getByRole("tooltip", { includeHidden: true })).toHaveText(
      "Chat with Blunt & Bold",
    );
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("tooltip", { includeHidden: true }),
    ).toHaveCount(0);
  });

  test("replace the title attribute on the social icons", async ({ page }) => {
    await gotoHydrated(page, "/");
    const links = page
      .getByRole("region", { name: "Follow Us" })
      .getByRole("link");
    await expect(links).toHaveCount(7);
    for (const link of await links.all())
      await expect(link).not.toHaveAttribute("title");
  });
});
