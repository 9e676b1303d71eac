import type { Page } from "@playwright/test";
import { loadTimeCopy } from "../../app/content/widget-copy";
import {
  allowNotFoundLogs,
  expect,
  gotoHydrated,
  routes,
  test,
  waitForIslands,
} from "./fixtures";

const loadPanel = (page: Page) =>
  page.getByRole("status").filter({ hasText: loadTimeCopy.label });

/**
 * Every visible link, button or field whose box overlaps the panel's box, other than the
 * panel's own dismiss button. Boxes, not elementFromPoint: the panel lets taps through, so
 * a hit test would see the control under it and call it free.
 */
function controlsUnder(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector("[data-load-panel]");
    if (!panel) throw new Error("the load-time panel is not showing");
    const box = panel.getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top;
    return [
      ...document.querySelectorAll(
        "a[href], button, input, textarea, select, summary, [role=button], [tabindex]:not([tabindex='-1'])",
      ),
    ]
      .filter((control) => !panel.contains(control))
      .filter((control) =>
        control.checkVisibility({ visibilityProperty: true }),
      )
      .filter((control) => overlaps(control.getBoundingClientRect()))
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

/** Makes the page's navigation timing report a load that ended `end` ms after navigation. */
function reportLoadEventEnd(page: Page, end: number) {
  return page.addInitScript((loadEventEnd) => {
    Object.defineProperty(
      PerformanceNavigationTiming.prototype,
      "loadEventEnd",
      { get: () => loadEventEnd },
    );
  }, end);
}

test.describe("load-time monitor", () => {
  test("shows the load for five seconds, then hides", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const panel = loadPanel(page);
    await expect(panel).toBeVisible();
    // From here the page's clock moves only when the test moves it: on a busy machine the
    // checks below took over a second of real time, which ran down the panel's five. What
    // passed before the pause (a few round trips and the 250 ms jump) is under a second.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    await expect(panel).toContainText(/Page load time: \d+\.\d{2}s/);

    await page.clock.runFor(3500);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1600);
    await expect(panel).toBeHidden();
  });

  // Each rating from a reported load time, so none depends on how busy the test machine is.
  const loads = [
    {
      loadEventEnd: 1234,
      shown: "1.23s",
      message: "Excellent performance!",
      tone: "excellent",
      tip: false,
    },
    {
      loadEventEnd: 2500,
      shown: "2.50s",
      message: "Good performance",
      tone: "good",
      tip: false,
    },
    {
      loadEventEnd: 4321,
      shown: "4.32s",
      message: "Consider optimization",
      tone: "slow",
      tip: true,
    },
  ];
  for (const { loadEventEnd, shown, message, tone, tip } of loads) {
    test(`rates a ${shown} load "${message}"`, async ({ page }) => {
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet")
          stylesheets.push(request.url());
      });
      await reportLoadEventEnd(page, loadEventEnd);
      await gotoHydrated(page, "/about");
      const panel = loadPanel(page);
      await expect(panel).toContainText(shown);
      await expect(panel).toContainText(message);
      await expect(panel.locator("[data-tone]")).toHaveAttribute(
        "data-tone",
        tone,
      );
      const tipText = panel.getByText("Tip: optimize and compress images");
      await (tip
        ? expect(tipText).toBeVisible()
        : expect(tipText).toHaveCount(0));
      // Its look comes from the page's inline stylesheet: a page nobody touches loads no
      // other (ADR 027).
      expect(stylesheets).toEqual([]);
    });
  }

  test("never moves the page's content", async ({ page }) => {
    await gotoHydrated(page, "/");
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    await expect(loadPanel(page)).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });

  test("can be dismissed, and lets taps through everywhere but its dismiss button", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/countdown");
    const panel = loadPanel(page);
    const dismiss = panel.getByRole("button", { name: loadTimeCopy.dismiss });
    await expect(dismiss).toBeVisible();
    const passThrough = await panel
      .locator("[data-load-panel]")
      .evaluate((element) => [
        getComputedStyle(element).pointerEvents,
        ...[...element.querySelectorAll("p, span")].map(
          (child) => getComputedStyle(child).pointerEvents,
        ),
      ]);
    expect(new Set(passThrough)).toEqual(new Set(["none"]));
    await dismiss.click();
    await expect(page.locator("[data-load-panel]")).toHaveCount(0);
  });
});

// Phone widths where the panel could cover a control. The panel is held on screen while the
// page is resized from one width to the next, so each page loads once.
const widths = [320, 375] as const;
const paths = [...routes.map((route) => route.path), "/no-such-page"];

test.describe("while the load-time panel shows", () => {
  test.use({ viewport: { width: widths[0], height: 640 } });

  for (const path of paths) {
    test(`no control on ${path} lies under it at ${widths.join(" or ")}px`, async ({
      page,
      consoleErrors,
    }) => {
      await page.clock.install();
      await page.goto(path);
      await waitForIslands(page);
      await expect(loadPanel(page)).toBeVisible();
      // Hold the clock so the panel cannot time out mid-measurement.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 640 });
        await expect(loadPanel(page), `${width}px`).toBeVisible();
        expect(await controlsUnder(page), `${width}px`).toEqual([]);
      }
      // The 404 page logs its status and the spec's console error on purpose.
      allowNotFoundLogs(consoleErrors);
    });
  }
});
