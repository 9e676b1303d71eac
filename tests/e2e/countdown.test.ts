import type { Locator, Page } from "@playwright/test";
import { copy } from "../../app/content/copy";
import { launchCopy } from "../../app/content/launch-copy";
import { site } from "../../app/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

const units = ["Days", "Hours", "Minutes", "Seconds"] as const;
const second = 1000;
const day = 24 * 60 * 60 * second;

/** The four tiles' values, read from what the visitor sees. */
async function clockValues(timer: Locator) {
  const text = await timer.innerText();
  return units.map((label) => {
    const match = new RegExp(`(\\d{2,})\\s*${label}`, "i").exec(text);
    if (!match?.[1]) throw new Error(`No ${label} in "${text}"`);
    return match[1];
  });
}

/** The content's launch target as the page's browser reads it: local time in its zone. */
function launchTargetIn(page: Page): Promise<number> {
  return page.evaluate(
    (target) => new Date(target).getTime(),
    site.launchTarget,
  );
}

/**
 * Opens a page with the browser clock a little before `at`, then stops the clock at `at`,
 * so what the page shows depends only on `at` and on later `clock.runFor` calls.
 */
async function openAt(page: Page, path: string, at: number) {
  await page.clock.install({ time: at - 10 * second });
  await gotoHydrated(page, path);
  await page.clock.pauseAt(at);
}

// The live message next to a countdown (the timer's own sentence says it too, for screen readers).
const liveNote = (scope: Page | Locator) =>
  scope.getByRole("paragraph").filter({ hasText: launchCopy.live.heading });
const shopTheDrop = (scope: Page | Locator) =>
  scope.getByRole("link", { name: new RegExp(`^${launchCopy.live.shop}`) });

// The target is a local date-time: zones on both sides of UTC prove it is read as local.
for (const timezoneId of ["America/New_York", "Pacific/Auckland"]) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezone: timezoneId });

    test("counts down to the content's target every second", async ({
      page,
    }) => {
      const target = await launchTargetIn(page);
      // 2 days 2 hours 1 minute 3 seconds to go.
      const at = target - (2 * day + 2 * 3_600_000 + 60_000 + 3 * second);
      await openAt(page, "/countdown", at);
      const timer = page.getByRole("main").getByRole("timer");
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["02", "02", "01", "03"]);
      await expect(timer).toContainText(
        "2 days, 2 hours, 1 minute, 3 seconds to go.",
      );
      await expect(liveNote(page.getByRole("main"))).toHaveCount(0);

      await page.clock.runFor(second);
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["02", "02", "01", "02"]);
      await page.clock.runFor(3 * second);
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["02", "02", "00", "59"]);
    });

    test("/countdown turns live in the target second, without a reload", async ({
      page,
    }) => {
      const target = await launchTargetIn(page);
      await openAt(page, "/countdown", target - 2 * second);
      const main = page.getByRole("main");
      const timer = main.getByRole("timer");
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["00", "00", "00", "02"]);
      await page.clock.runFor(second);
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["00", "00", "00", "01"]);
      await expect(liveNote(main)).toHaveCount(0);

      await page.clock.runFor(second);
      await expect
        .poll(() => clockValues(timer))
        .toEqual(["00", "00", "00", "00"]);
      await expect(liveNote(main)).toBeVisible();
      await expect(main.getByText(launchCopy.live.text)).toBeVisible();
      await expect(shopTheDrop(main)).toHaveAttribute("href", site.shopUrl);
      // The spec's texts stay in the live phase.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        copy.hypeRoom.pageHeading,
      );

      await page.clock.runFor(5 * second);
      expect(await clockValues(timer)).toEqual(["00", "00", "00", "00"]);
    });

    test("every surface on home switches together at the target second", async ({
      page,
    }) => {
      const target = await launchTargetIn(page);
      await openAt(page, "/", target - 1 * second);
      const strip = page.getByRole("region", {
        name: copy.hypeRoom.stripLabel,
      });
      const panel = page.getByRole("region", { name: copy.hypeRoom.heading });
      const shopLaunch = page.getByRole("region", {
        name: copy.shopLaunch.heading,
      });

      // Each countdown is an island that wakes as it comes near (ADR 038).
      for (const timer of await page
        .getByRole("main")
        .getByRole("timer")
        .all()) {
        await timer.scrollIntoViewIfNeeded();
        await expect(timer).toContainText("1 second to go.");
      }
      await expect(shopLaunch).toContainText(launchCopy.shopLaunchText.before);
      await expect(liveNote(page.getByRole("main"))).toHaveCount(0);

      await page.clock.runFor(second);
      for (const surface of [strip, panel]) {
        // The panel is below the first screen, rendered once it comes near.
        await surface.scrollIntoViewIfNeeded();
        await expect(liveNote(surface)).toBeVisible();
        await expect(shopTheDrop(surface)).toHaveAttribute(
          "href",
          site.shopUrl,
        );
        // Retried as a whole: the panel's text is there once its first frame is drawn.
        await expect(async () =>
          expect(await clockValues(surface.getByRole("timer"))).toEqual([
            "00",
            "00",
            "00",
            "00",
          ]),
        ).toPass();
      }
      await expect(shopLaunch).toContainText(launchCopy.shopLaunchText.live);
      await expect(strip).toContainText(copy.hypeRoom.pageHeading);
    });
  });
}

test.describe("long after the launch", () => {
  test("every countdown sits next to the live message and the spec's buttons", async ({
    page,
  }) => {
    const target = await launchTargetIn(page);
    await openAt(page, "/countdown", target + 400 * day);
    const main = page.getByRole("main");
    expect(await clockValues(main.getByRole("timer"))).toEqual([
      "00",
      "00",
      "00",
      "00",
    ]);
    await expect(liveNote(main)).toBeVisible();
    await expect(
      page.getByRole("link", {
        name: new RegExp(`^${copy.hypeRoom.shopButton}`),
      }),
    ).toHaveAttribute("href", site.shopUrl);
    await page.getByRole("link", { name: copy.backHome }).click();
    await expect(page).toHaveURL("/");
    // A build from before the launch shows each note once its countdown wakes, near the
    // viewport (ADR 038): the panel's is below the first screen.
    const home = page.getByRole("main");
    for (const timer of await home.getByRole("timer").all())
      await timer.scrollIntoViewIfNeeded();
    await expect(liveNote(home)).toHaveCount(2);
  });
});

test("hydrating in the phase the HTML was built in never shows the other phase", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/countdown")).text();
  const built = /data-launch-phase="(before|live)"/.exec(html)?.[1];
  expect(built, "the prerendered countdown names its phase").toBeDefined();
  const target = await launchTargetIn(page);
  // Any moment in the same phase as the build: a day past the target, or a day before it.
  const at = built === "live" ? target + day : target - day;

  // Every phase the page shows, from the first parsed element to after hydration.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { __launchPhases: seen });
    const record = () => {
      for (const element of document.querySelectorAll("[data-launch-phase]"))
        seen.add(element.getAttribute("data-launch-phase") ?? "");
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-launch-phase"],
    });
  });
  await page.clock.install({ time: at });
  await gotoHydrated(page, "/countdown");
  await page.clock.runFor(2 * second);
  const seen = await page.evaluate(() => [
    ...(window as unknown as { __launchPhases: Set<string> }).__launchPhases,
  ]);
  expect(seen).toEqual([built]);
});
