import type { Locator } from "@playwright/test";
import { videoCopy } from "~/content/widget-copy";
import { expect, gotoHydrated, pageTimeline, test } from "./fixtures";
import { failRequests } from "./widgets-helpers";

const backgroundVideo =
  "[data-island=background-video] > div[aria-hidden=true] video";
const backgroundPoster =
  "[data-island=background-video] > div[aria-hidden=true] img";
const clipUrl = /\/assets\/background-[^/]*\.(webm|mp4)$/;
const toggleIsland = '[data-island="background-video-toggle"]';

function mediaState(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    loop: element.loop,
    paused: element.paused,
  }));
}

test.describe("background video", () => {
  test.use({ saveData: false });

  test("plays muted and looped behind the page, with a pause control", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const video = page.locator(backgroundVideo);
    await expect
      .poll(() => mediaState(video))
      .toEqual({ muted: true, loop: true, paused: false });
    // A clip's timing entry is there once its download has finished.
    await expect
      .poll(async () => (await pageTimeline(page, clipUrl)).starts)
      .not.toHaveLength(0);
    const { loaded, starts } = await pageTimeline(page, clipUrl);
    expect(
      Math.min(...starts),
      "the clip is requested after the page has loaded",
    ).toBeGreaterThan(loaded ?? Infinity);

    await page.getByRole("button", { name: "Pause background video" }).click();
    expect((await mediaState(video)).paused).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(async () => (await mediaState(video)).paused).toBe(false);
  });

  test("plays for a visitor who only looks without loading React", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await expect
      .poll(() => mediaState(page.locator(backgroundVideo)))
      .toEqual({ muted: true, loop: true, paused: false });
    await page.waitForLoadState("networkidle");
    const react = await pageTimeline(page, /\/react-[^/]*\.js$/);
    expect(react.starts).toEqual([]);
    // The prerendered pause button waits, asleep, for the visitor.
    await expect(
      page.getByRole("button", { name: videoCopy.pauseBackground }),
    ).toBeVisible();
    await expect(page.locator(toggleIsland)).not.toHaveAttribute(
      "data-hydrated",
    );
  });

  test("shows the fallback while the video cannot load, until a later load succeeds", async ({
    page,
    consoleErrors,
  }) => {
    const forgiveFailedLoads = await failRequests(page, clipUrl, consoleErrors);
    await gotoHydrated(page, "/");
    const notice = page.getByText(
      "Video unavailable - using fallback background",
    );
    await expect(notice).toBeVisible();
    await expect(page.locator(backgroundVideo)).toBeHidden();
    await expect(page.locator(backgroundPoster)).toBeHidden();

    await page.unroute(clipUrl);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(notice).toBeHidden();
    await expect
      .poll(() => mediaState(page.locator(backgroundVideo)))
      .toEqual({ muted: true, loop: true, paused: false });
    forgiveFailedLoads();
  });

  test("plays muted again when the visitor leaves the page and comes back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "ABOUT US" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Why Blunt & Bold?",
    );
    await expect(page.locator(backgroundVideo)).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Mindset You Can Wear",
    );
    await expect
      .poll(() => mediaState(page.locator(backgroundVideo)))
      .toEqual({ muted: true, loop: true, paused: false });
  });

  for (const [preference, options] of [
    ["reduced motion", { reducedMotion: "reduce" }],
    ["Save-Data", { saveData: true }],
  ] as const)
    test.describe(`with ${preference}`, () => {
      test.use(options);

      test("shows only the poster until the visitor presses play", async ({
        page,
      }) => {
        const videoRequests: string[] = [];
        page.on("request", (request) => {
          if (clipUrl.test(request.url())) videoRequests.push(request.url());
        });
        await gotoHydrated(page, "/");
        const play = page.getByRole("button", {
          name: "Play background video",
        });
        await expect(play).toBeVisible();
        const video = page.locator(backgroundVideo);
        await expect(page.locator(backgroundPoster)).toHaveAttribute(
          "src",
          /background-.*\.webp$/,
        );
        await expect(page.locator(backgroundPoster)).toBeVisible();
        // Give the page the time it would take to start the video.
        await page.waitForLoadState("networkidle");
        expect((await mediaState(video)).paused).toBe(true);
        expect(videoRequests, "no video bytes downloaded").toEqual([]);
        // The prerendered button turned to play without React.
        const react = await pageTimeline(page, /\/react-[^/]*\.js$/);
        expect(react.starts).toEqual([]);
        await expect(page.locator(toggleIsland)).not.toHaveAttribute(
          "data-hydrated",
        );

        // The press plays the clip at once, and React, woken by it for the tooltip, does
        // not press again.
        await play.click();
        expect((await mediaState(video)).paused).toBe(false);
        await expect(page.locator(toggleIsland)).toHaveAttribute(
          "data-hydrated",
        );
        expect((await mediaState(video)).paused).toBe(false);
        await expect(
          page.getByRole("button", { name: videoCopy.pauseBackground }),
        ).toBeVisible();
      });
    });
});
