import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const units = ["Days", "Hours", "Minutes", "Seconds"] as const;

/** The four tiles' values, read from what the visitor sees. */
async function clockValues(page: Page) {
  const timer = page.getByRole("main").getByRole("timer");
  const text = await timer.innerText();
  return units.map((label) => {
    const match = new RegExp(`(\\d{2,})\\s*${label}`, "i").exec(text);
    if (!match?.[1]) throw new Error(`No ${label} in "${text}"`);
    return match[1];
  });
}

test("shows the Hype Room with its buttons and the drop-is-live state", async ({
  page,
}) => {
  await gotoHydrated(page, "/countdown");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Full BOLD release incoming...",
  );
  const timer = page.getByRole("main").getByRole("timer");
  for (const label of units)
    await expect(timer.getByText(label, { exact: true })).toBeVisible();
  expect(await clockValues(page)).toEqual(["00", "00", "00", "00"]);
  await expect(
    page.getByText("The countdown hit zero.", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: /^Shop the Drop/ }),
  ).toHaveAttribute("href", "https://shop.example.com");

  await expect(
    page.getByRole("link", { name: /^Shop Current Collection/ }),
  ).toHaveAttribute("href", "https://shop.example.com");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

/**
 * Opens a page with the browser clock a little before `at`, then stops the clock at `at`,
 * so what the page shows depends only on `at` and on later `clock.runFor` calls.
 */
async function openAt(page: Page, path: string, at: number) {
  await page.clock.install({ time: at - 10_000 });
  await gotoHydrated(page, path);
  await page.clock.pauseAt(at);
}

test.describe("before the launch", () => {
  // The target is midnight local time: a zone away from UTC proves it is read as local.
  test.use({ timezoneId: "America/New_York" });

  // 2025-09-19 21:58:57 in New York (EDT, UTC-4): 2 days 2 hours 1 minute 3 seconds to go.
  const friday = Date.UTC(2025, 8, 20, 1, 58, 57);
  const launch = Date.UTC(2025, 8, 22, 4, 0, 0);

  test("counts down to 22 September 2025 00:00 local time, every second", async ({
    page,
  }) => {
    await openAt(page, "/countdown", friday);
    await expect
      .poll(() => clockValues(page))
      .toEqual(["02", "02", "01", "03"]);
    await expect(page.getByRole("main").getByRole("timer")).toContainText(
      "2 days, 2 hours, 1 minute, 3 seconds to go.",
    );
    await expect(page.getByText("The countdown hit zero.")).toHaveCount(0);

    await page.clock.runFor(1000);
    await expect
      .poll(() => clockValues(page))
      .toEqual(["02", "02", "01", "02"]);
    await page.clock.runFor(3000);
    await expect
      .poll(() => clockValues(page))
      .toEqual(["02", "02", "00", "59"]);
  });

  test("reaches zero at the target and shows the drop is live", async ({
    page,
  }) => {
    await openAt(page, "/countdown", launch - 2000);
    await expect
      .poll(() => clockValues(page))
      .toEqual(["00", "00", "00", "02"]);
    await expect(page.getByText("The countdown hit zero.")).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect
      .poll(() => clockValues(page))
      .toEqual(["00", "00", "00", "00"]);
    await expect(page.getByText("The countdown hit zero.")).toBeVisible();
    await page.clock.runFor(5000);
    expect(await clockValues(page)).toEqual(["00", "00", "00", "00"]);
  });

  test("the home page's strip and Hype Room panel count down too", async ({
    page,
  }) => {
    await openAt(page, "/", friday);
    const timers = page.getByRole("main").getByRole("timer");
    await expect(timers).toHaveCount(2);
    for (const timer of await timers.all()) {
      await expect(timer).toContainText(
        "2 days, 2 hours, 1 minute, 3 seconds to go.",
      );
    }
    await page.clock.runFor(1000);
    for (const timer of await timers.all()) {
      await expect(timer).toContainText(
        "2 days, 2 hours, 1 minute, 2 seconds to go.",
      );
    }
    await expect(
      page.getByRole("link", { name: /^Shop the Drop/ }),
    ).toHaveCount(0);
  });
});
