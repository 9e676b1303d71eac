import type { Locator, Page } from "@playwright/test";
import { upcomingCollections } from "~/content/upcoming-collections";
import { videoCopy } from "~/content/widget-copy";
import {
  everyDevice,
  expect,
  expectImageLoaded,
  gotoHydrated,
  test,
} from "./fixtures";
import {
  carouselParts,
  carouselShowing,
  carouselSlide,
  carouselTotal as total,
  failRequests,
  waitForCarouselEngine,
} from "./widgets-helpers";

const carousel = (page: Page) => carouselParts(page).region;

const [first] = upcomingCollections;
const last = upcomingCollections.at(-1);
if (!first || !last || total < 2)
  throw new Error("the carousel needs at least two collections");
const firstLabel = carouselSlide(1);
const lastLabel = carouselSlide(total);

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
    await waitForCarouselEngine(page);
  });

  test("follows the WAI-ARIA carousel pattern", async ({ page }) => {
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(total);
    await expect(slides.first()).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
    await expect(region.getByRole("group", { name: firstLabel })).toContainText(
      first.name,
    );
    await expect(region.getByRole("group", { name: lastLabel })).toContainText(
      last.name,
    );
  });

  test(
    "next from the last card wraps to the first",
    { tag: everyDevice },
    async ({ page, isMobile }) => {
      const { region, next: nextButton } = carouselParts(page);
      // Phones show the arrows only to a keyboard (they swipe); there the Right key does what
      // the button does.
      await (isMobile
        ? expect(nextButton).toHaveCSS("opacity", "0")
        : expect(nextButton).toBeVisible());
      await region
        .getByRole("button", { name: videoCopy.playClip(first.name) })
        .focus();
      const next = () =>
        isMobile ? page.keyboard.press("ArrowRight") : nextButton.click();

      for (let step = 1; step < total; step++) await next();
      await expect(region.getByText(carouselShowing(total))).toBeAttached();
      await expectAtStart(
        region.getByRole("group", { name: lastLabel }),
        region,
      );

      await next();
      await expect(region.getByText(carouselShowing(1))).toBeAttached();
      await expectAtStart(
        region.getByRole("group", { name: firstLabel }),
        region,
      );
    },
  );

  test("previous from the first card wraps to the last", async ({ page }) => {
    const region = carousel(page);
    await region
      .getByRole("button", { name: videoCopy.playClip(first.name) })
      .focus();
    await page.keyboard.press("ArrowLeft");
    await expect(region.getByText(carouselShowing(total))).toBeAttached();
    await expectAtStart(region.getByRole("group", { name: lastLabel }), region);
  });

  test("moves by swipe or drag", { tag: everyDevice }, async ({ page }) => {
    const region = carousel(page);
    const first = region.getByRole("group", { name: firstLabel });
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
    await expectAtStart(
      region.getByRole("group", { name: carouselSlide(2) }),
      region,
    );
    await expect(region.getByText(carouselShowing(2))).toBeAttached();
  });

  test("plays a self-hosted clip muted and looped in place", async ({
    page,
  }) => {
    const region = carousel(page);
    await region
      .getByRole("button", { name: videoCopy.playClip(first.name) })
      .click();
    const slide = region.getByRole("group", { name: firstLabel });
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
      name: videoCopy.pauseClip(first.name),
    });
    await expect(pause).toBeFocused();
    await pause.click();
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
    await expect(
      slide.getByRole("button", { name: videoCopy.playClip(first.name) }),
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
    const slide = region.getByRole("group", { name: firstLabel });
    await slide
      .getByRole("button", { name: videoCopy.playClip(first.name) })
      .click();
    const artwork = slide.getByRole("img", {
      name: `${first.name} artwork`,
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
      name: videoCopy.playClip(first.name),
    });
    const thumbnail = play.getByRole("presentation");
    await expect(thumbnail).not.toHaveAttribute("src", /card-active-poster/);
    await expectImageLoaded(thumbnail);
    forgiveFailedLoads();
  });
});

test(
  "starts its engine only as it comes near the viewport",
  { tag: everyDevice },
  async ({ page }) => {
    // A short window keeps the carousel well over a screen away after load.
    await page.setViewportSize({ width: 375, height: 300 });
    await gotoHydrated(page, "/");
    const { track } = carouselParts(page);
    // The carousel's own chunk has loaded and mounted by then.
    await page.waitForLoadState("networkidle");
    await expect(track).not.toHaveAttribute("style", /transform/);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(track).toHaveAttribute("style", /transform/);
  },
);

test("loads its code only once within half a screen of the viewport", async ({
  page,
}) => {
  const carouselCode: string[] = [];
  page.on("request", (request) => {
    if (/\/collection-carousel-[^/]*\.js$/.test(request.url()))
      carouselCode.push(request.url());
  });
  await gotoHydrated(page, "/");
  const region = carousel(page);
  /** Scrolls the carousel's top to `screens` viewport heights below the viewport. */
  const placeBelow = (screens: number) =>
    region.evaluate(async (element, screens) => {
      const distance = () =>
        (element.getBoundingClientRect().top - innerHeight) / innerHeight;
      scrollBy(0, (distance() - screens) * innerHeight);
      // The viewport watch reports with the frame after the scroll.
      await new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      );
      return distance();
    }, screens);

  // Within a screen, where the countdowns wake, but not within half of one.
  const distance = await placeBelow(0.75);
  expect(distance).toBeGreaterThan(0.5);
  expect(distance).toBeLessThan(1);
  await page.waitForLoadState("networkidle");
  expect(carouselCode).toEqual([]);

  await placeBelow(0.25);
  await expect(page.locator("[data-island=carousel]")).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  expect(carouselCode).toHaveLength(1);
});
