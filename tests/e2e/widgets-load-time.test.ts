import { expect, gotoHydrated, test } from "./fixtures";

test.describe("load-time monitor", () => {
  test("shows a fast load in green for five seconds", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const panel = page
      .getByRole("status")
      .filter({ hasText: "Page load time" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/Page load time: \d+\.\d{2}s/);
    await expect(panel).toContainText("Excellent performance!");
    await expect(panel.locator("[data-tone]")).toHaveAttribute(
      "data-tone",
      "excellent",
    );
    await expect(panel).not.toContainText("Tip:");

    await page.clock.runFor(4000);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1100);
    await expect(panel).toBeHidden();
  });

  const slowerLoads = [
    {
      loadEventEnd: 2500,
      shown: "2.50s",
      message: "Good performance",
      tip: false,
    },
    {
      loadEventEnd: 4321,
      shown: "4.32s",
      message: "Consider optimization",
      tip: true,
    },
  ];
  for (const { loadEventEnd, shown, message, tip } of slowerLoads) {
    test(`rates a ${shown} load "${message}"`, async ({ page }) => {
      await page.addInitScript((end) => {
        Object.defineProperty(
          PerformanceNavigationTiming.prototype,
          "loadEventEnd",
          {
            get: () => end,
          },
        );
      }, loadEventEnd);
      await gotoHydrated(page, "/about");
      const panel = page
        .getByRole("status")
        .filter({ hasText: "Page load time" });
      await expect(panel).toContainText(shown);
      await expect(panel).toContainText(message);
      const tipText = panel.getByText("Tip: optimize and compress images");
      await (tip
        ? expect(tipText).toBeVisible()
        : expect(tipText).toHaveCount(0));
    });
  }

  test("never moves the page's content", async ({ page }) => {
    await gotoHydrated(page, "/");
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    await expect(
      page.getByRole("status").filter({ hasText: "Page load time" }),
    ).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });
});
