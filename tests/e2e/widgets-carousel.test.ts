import type { Locator, Page } from "@playwright/test";
import { expect, expectImageLoaded, gotoHydrated, test } from "./fixtures";
import { failRequests } from "./widgets-helpers";

function carousel(page: Page) {
  return page.getByRole("region", { name: "Upcoming Collections" });
}

/** Waits until the slide sits at the start of the carousel's viewport. */
async function expectAtStart(slide: Locator, region: Locator) {
  const viewport = region.locator(".overflow-clip").first();
  await expect
    .poll(async () => {
      const [slideBox, viewportBox] = await Promise.all([
        slide.boundingBox(),
        viewport.boundingBox(),
      ]);
      return slideBox && viewportBox
        ? Math.round(slideBox.x + 16 - viewportBox.x)
        : NaN;
    })
    .toBeLessThanOrEqual(16 + 1);
}

test.describe("upcoming-collections carousel", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/");
    // The carousel hydrates from its own chunk; Embla positions the track once it can move.
    await expect(carousel(page).locator(".touch-pan-y")).toHaveAttribute(
      "style",
      /transform/,
    );
  });

  test("follows the WAI-ARIA carousel pattern", async ({ page }) => {
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(10);
    await expect(slides.first()).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    await expect(region.getByRole("group", { name: "1 of 10" })).toContainText(
      "Women's Active Wear",
    );
    await expect(region.getByRole("group", { name: "10 of 10" })).toContainText(
      "Denim",
    );
  });

  test("next from the last card wraps to the first", async ({
    page,
    isMobile,
  }) => {
    const region = carousel(page);
    const nextButton = region.getByRole("button", { name: "Next collection" });
    // Phones show the arrows only to a keyboard (they swipe); there the Right key does what
    // the button does.
    await (isMobile
      ? expect(nextButton).toHaveCSS("opacity", "0")
      : expect(nextButton).toBeVisible());
    await region
      .getByRole("button", { name: "Play the Women's Active Wear video" })
      .focus();
    const next = () =>
      isMobile ? page.keyboard.press("ArrowRight") : nextButton.click();

    for (let step = 1; step <= 9; step++) await next();
    await expect(region.getByText("Showing 10 of 10: Denim")).toBeAttached();
    await expectAtStart(
      region.getByRole("group", { name: "10 of 10" }),
      region,
    );

    await next();
    await expect(
      region.getByText("Showing 1 of 10: Women's Active Wear"),
    ).toBeAttached();
    await expectAtStart(region.getByRole("group", { name: "1 of 10" }), region);
  });

  test("previous from the first card wraps to the last", async ({ page }) => {
    const region = carousel(page);
    await region
      .getByRole("button", { name: "Play the Women's Active Wear video" })
      .focus();
    await page.keyboard.press("ArrowLeft");
    await expect(region.getByText("Showing 10 of 10: Denim")).toBeAttached();
    await expectAtStart(
      region.getByRole("group", { name: "10 of 10" }),
      region,
    );
  });

  test("moves by swipe or drag", async ({ page }) => {
    const region = carousel(page);
    const first = region.getByRole("group", { name: "1 of 10" });
    await first.scrollIntoViewIfNeeded();
    const box = await first.boundingBox();
    if (!box) throw new Error("first slide has no box");
    const y = box.y + box.height * 0.8;
    // A drag across most of a slide, held still before letting go: Embla then settles on
    // the nearest card. A quick flick would add momentum, and how much depends on how
    // fast a busy machine delivers the moves, which could carry it a card further.
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 12 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expectAtStart(region.getByRole("group", { name: "2 of 10" }), region);
    await expect(
      region.getByText("Showing 2 of 10: Men's Active Wear"),
    ).toBeAttached();
  });

  test("plays a self-hosted clip muted and looped in place", async ({
    page,
  }) => {
    const region = carousel(page);
    await region
      .getByRole("button", { name: "Play the Women's Active Wear video" })
      .click();
    const slide = region.getByRole("group", { name: "1 of 10" });
    const video = slide.locator("video");
    await expect(video).toBeVisible();
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeGreaterThan(0);
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        paused: element.paused,
      })),
    ).toEqual({ muted: true, loop: true, paused: false });

    const pause = slide.getByRole("button", {
      name: "Pause the Women's Active Wear video",
    });
    await expect(pause).toBeFocused();
    await pause.click();
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
    await expect(
      slide.getByRole("button", { name: "Play the Women's Active Wear video" }),
    ).toBeVisible();
  });

  test("falls back to the artwork when a clip cannot load", async ({
    page,
    consoleErrors,
  }) => {
    const forgiveFailedLoads = await failRequests(
      page,
      /\/assets\/card-active[^/]*\.(webm|mp4)$/,
      consoleErrors,
    );
    const region = carousel(page);
    const slide = region.getByRole("group", { name: "1 of 10" });
    await slide
      .getByRole("button", { name: "Play the Women's Active Wear video" })
      .click();
    const artwork = slide.getByRole("img", {
      name: "Women's Active Wear artwork",
    });
    await expectImageLoaded(artwork);
    await expect(slide.locator("video")).toHaveCount(0);
    forgiveFailedLoads();
  });

  test("shows the artwork when a video thumbnail cannot load", async ({
    page,
    consoleErrors,
  }) => {
    const forgiveFailedLoads = await failRequests(
      page,
      /\/assets\/card-active-poster[^/]*\.webp$/,
      consoleErrors,
    );
    await page.reload();
    const play = carousel(page).getByRole("button", {
      name: "Play the Women's Active Wear video",
    });
    const thumbnail = play.getByRole("presentation");
    await expect(thumbnail).not.toHaveAttribute("src", /card-active-poster/);
    await expectImageLoaded(thumbnail);
    forgiveFailedLoads();
  });
});
