import type { Page } from "@playwright/test";
import { brandStatement } from "~/content/brand";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { homeNav } from "~/content/navigation";
import { HYDRATION_MAX_WAIT_MS } from "~/lib/early-taps";
import { brandStatementToggle, everyDevice, expect, test } from "./fixtures";
import { carouselParts, carouselShowing } from "./widgets-helpers";

/**
 * Opens `/` with every image held back until the returned function is called, so the page
 * paints but never finishes loading: hydration, which waits for the load event, has not
 * begun when the test taps. The page's timers are stopped too, so the time cap on that wait
 * cannot fire: only the tap can start hydration.
 */
async function gotoWithLoadHeld(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/assets\/[^/]+\.(webp|avif|png|jpe?g|svg)$/,
    async (route) => {
      await held;
      await route.continue().catch(() => {}); // The page may be gone by then.
    },
  );
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/", { waitUntil: "commit" });
  return release;
}

const pageState = (page: Page) =>
  page.evaluate(() => ({
    loaded: document.readyState === "complete",
    hydrated: document.documentElement.dataset.hydrated === "true",
  }));

/**
 * Hydration came from the tap: it happens while the load event is held and the timers are
 * stopped. Then the page's clock runs again, for what the widget does over time (React
 * reveals lazily loaded parts on a timer).
 */
async function expectHydratedByTheTap(page: Page) {
  await expect
    .poll(() => pageState(page))
    .toEqual({ loaded: false, hydrated: true });
  await page.clock.resume();
}

test.describe("a tap before hydration", () => {
  test("on the chat button opens the chat, with no second tap", async ({
    page,
  }) => {
    const release = await gotoWithLoadHeld(page);
    const launcher = page.getByRole("button", { name: copy.openChat });
    await expect(launcher).toBeVisible();
    expect(await pageState(page)).toEqual({ loaded: false, hydrated: false });

    await launcher.click();
    await expectHydratedByTheTap(page);

    const dialog = page.getByRole("dialog", { name: chatCopy.title });
    await expect(
      dialog.getByRole("textbox", { name: chatCopy.inputLabel }),
    ).toBeFocused();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    release();
  });

  test(
    "on the next arrow moves the carousel, with no second tap",
    { tag: everyDevice },
    async ({ page, isMobile }) => {
      const release = await gotoWithLoadHeld(page);
      const { region, next } = carouselParts(page);
      await expect(next).toBeAttached();
      expect(await pageState(page)).toEqual({ loaded: false, hydrated: false });

      // Phones show the arrows to a keyboard only: there the key press is the first tap.
      if (isMobile) {
        await next.focus();
        await page.keyboard.press("Enter");
      } else {
        await next.click();
      }
      await expectHydratedByTheTap(page);

      await expect(region.getByText(carouselShowing(2))).toBeAttached();
      release();
    },
  );

  test("on the brand statement opens the manifesto, with no second tap", async ({
    page,
  }) => {
    const release = await gotoWithLoadHeld(page);
    const toggle = brandStatementToggle(page);
    const closing = page.getByText(brandStatement.closing, { exact: true });
    // Painted collapsed while scripts run, as hydration will leave it: no second layout.
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(closing).toBeHidden();
    expect(await pageState(page)).toEqual({ loaded: false, hydrated: false });

    await toggle.click();
    await expectHydratedByTheTap(page);

    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(closing).toBeVisible();
    release();
  });

  test(
    "on the next arrow while the carousel's code is on its way moves it once",
    { tag: everyDevice },
    async ({ page, isMobile }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        /\/assets\/collection-carousel-[\w-]+\.js$/,
        async (route) => {
          await held;
          await route.continue().catch(() => {});
        },
      );
      await page.goto("/");
      // The page has hydrated; the carousel's part of it waits for its code.
      await expect
        .poll(async () => (await pageState(page)).hydrated)
        .toBe(true);
      const { region, next } = carouselParts(page);
      if (isMobile) {
        await next.focus();
        await page.keyboard.press("Enter");
      } else {
        await next.click();
      }
      release();

      await expect(region.getByText(carouselShowing(2))).toBeAttached();
      // Once, not twice: the tap was performed by the widget or by React, never both.
      await page.waitForLoadState("networkidle");
      await expect(region.getByText(carouselShowing(3))).not.toBeAttached();
      await expect(region.getByText(carouselShowing(2))).toBeAttached();
    },
  );

  test("never comes, and the page hydrates anyway once the time cap has passed", async ({
    page,
  }) => {
    const release = await gotoWithLoadHeld(page);
    await page.waitForFunction(() => document.readyState === "interactive");
    expect(await pageState(page)).toEqual({ loaded: false, hydrated: false });
    // The head's starter fetches the code the cap after the HTML was parsed (ADR 014), and
    // entry.client gives the load event the cap again before it hydrates regardless.
    await page.clock.runFor(HYDRATION_MAX_WAIT_MS);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return (await pageState(page)).hydrated;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect((await pageState(page)).loaded).toBe(false);
    release();
  });

  test("on a link navigates at once, as a plain link", async ({ page }) => {
    const release = await gotoWithLoadHeld(page);
    const internal = homeNav.find(
      (item) => item.destination.kind === "internal",
    );
    if (internal?.destination.kind !== "internal")
      throw new Error("the home page needs an internal link");
    await page.getByRole("link", { name: internal.label }).click();
    await expect(page).toHaveURL(internal.destination.to);
    release();
  });
});
