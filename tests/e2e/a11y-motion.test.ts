import { carouselCopy, videoCopy } from "~/content/widget-copy";
import { expect, gotoHydrated, test } from "./fixtures";
import { carouselSlide, waitForCarouselEngine } from "./widgets-helpers";

test.use({ reducedMotion: "reduce" });

test("with reduced motion no video plays and the carousel jumps instead of sliding", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  // The background video would start once the page has loaded: give it the chance.
  await page.waitForLoadState("load");
  await expect(
    page.getByRole("button", { name: videoCopy.playBackground }),
  ).toBeVisible();
  // A video shows its poster frame, or stands over an image of it (the background clip).
  const videos = await page.evaluate(() =>
    [...document.querySelectorAll("video")].map((video) => ({
      paused: video.paused,
      atStart: video.currentTime === 0,
      poster: Boolean(
        video.poster || video.parentElement?.querySelector("img"),
      ),
    })),
  );
  expect(videos.length).toBeGreaterThan(0);
  for (const video of videos)
    expect(video).toEqual({ paused: true, atStart: true, poster: true });
  await expect(page.locator("iframe")).toHaveCount(0);

  // Every transform the slides' track takes between pressing Next and settling: a jump
  // has the start and the end, a slide has frames in between.
  const carousel = page.getByRole("region", { name: carouselCopy.heading });
  await waitForCarouselEngine(page);
  const next = carousel.getByRole("button", { name: carouselCopy.next });
  const transforms = await next.evaluate(async (button: HTMLButtonElement) => {
    const track = button.parentElement?.querySelector<HTMLElement>(
      "[aria-roledescription='slide']",
    )?.parentElement;
    if (!track) throw new Error("no slide track");
    const seen = [getComputedStyle(track).transform];
    const until = performance.now() + 600;
    button.click();
    while (performance.now() < until) {
      await new Promise(requestAnimationFrame);
      const now = getComputedStyle(track).transform;
      if (now !== seen.at(-1)) seen.push(now);
    }
    return seen;
  });
  expect(transforms, transforms.join(" → ")).toHaveLength(2);
  await expect(
    carousel.getByRole("group", { name: carouselSlide(2) }),
  ).toBeInViewport();

  // Nothing else on the page is left to animate or transition.
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        const longest = (durations: string) =>
          Math.max(...durations.split(",").map((value) => parseFloat(value)));
        return (
          longest(style.transitionDuration) > 0.001 ||
          (style.animationName !== "none" &&
            longest(style.animationDuration) > 0.001)
        );
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(moving).toEqual([]);
});
