import type { Page } from "@playwright/test";
import { copy } from "~/content/copy";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { expect, gotoHydrated, routes, test } from "./fixtures";

// Every public page, the privacy page that the footer links included.
const internalPaths = new Set<string>(pages.map((page) => page.path));

const missingPath = "/no-such-page";
const screens = [
  ...routes,
  { path: missingPath, heading: copy.notFound.heading },
] as const;

/** Levels of the headings a screen reader lists, in document order. */
function headingLevels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter(
        (heading) =>
          heading.checkVisibility() || heading.closest(".sr-only") !== null,
      )
      .filter((heading) => !heading.closest("[aria-hidden='true'], [inert]"))
      .map((heading) => Number(heading.tagName.slice(1))),
  );
}

for (const screen of screens) {
  test(`${screen.path}: title, landmarks, one h1, no skipped heading level, a working skip link, safe links`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await gotoHydrated(page, screen.path);
    if (screen.path === missingPath) consoleErrors.messages.length = 0;

    await expect(page).toHaveTitle(/Blunt & Bold/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /.{20,}/,
    );

    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      screen.heading,
    );
    const levels = await headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 1;
      expect(
        level,
        `heading ${index + 1} of ${levels.join(",")}`,
      ).toBeLessThanOrEqual(previous + 1);
    });

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: copy.skipLink });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        document.querySelector("main")?.contains(document.activeElement),
      ),
    ).toBe(true);

    await test.step("links to other sites open safely in a new tab and say so", async () => {
      const external = await page.locator('a[href^="http"]').all();
      // The home page links out (the shop, the socials): the check is never empty there.
      if (screen.path === "/") expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        const href = await link.getAttribute("href");
        await expect(link, `${href} target`).toHaveAttribute(
          "target",
          "_blank",
        );
        await expect(link, `${href} rel`).toHaveAttribute(
          "rel",
          "noopener noreferrer",
        );
        expect(new URL(href ?? "").protocol).toBe("https:");
      }
      for (const link of await page.locator("a[target='_blank']").all())
        await expect(link).toHaveAccessibleName(
          new RegExp(`\\S.* ${escape(copy.newTab)}$`),
        );
    });

    await test.step("internal links and images resolve", async () => {
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      for (const href of hrefs) {
        if (!href || /^https?:/.test(href)) continue;
        if (href.startsWith("#")) {
          await expect(page.locator(href), `${href} target exists`).toHaveCount(
            1,
          );
          continue;
        }
        expect(internalPaths, `${href} is one of the site's routes`).toContain(
          href,
        );
      }
      const sources = await page
        .locator("img")
        .evaluateAll((images) =>
          images.map(
            (image) =>
              (image as HTMLImageElement).currentSrc ||
              (image as HTMLImageElement).src,
          ),
        );
      for (const source of new Set(sources)) {
        // Vite inlines the smallest artwork as data: URLs; there is nothing to fetch.
        if (source.startsWith("data:")) continue;
        expect((await request.get(source)).status(), source).toBe(200);
      }
    });
  });
}

function escape(text: string) {
  return text.replace(/[()]/g, "\\$&");
}

test("disabled buttons are exposed as disabled and say why", async ({
  page,
}) => {
  const cases = [
    {
      path: "/collections",
      name: copy.collections.button,
      reason: copy.collections.buttonReason,
    },
    {
      path: "/news",
      name: copy.news.readMore,
      reason: copy.news.readMoreReason,
    },
  ];
  for (const { path, name, reason } of cases) {
    await gotoHydrated(page, path);
    const buttons = page.getByRole("button", { name, exact: true });
    expect(await buttons.count(), path).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
    }
  }
});

test("countdowns tick without announcing and read as one current sentence", async ({
  page,
}) => {
  // An hour and a half before the content's launch target, read in the browser's zone like
  // the site reads it; the clock stands still until the test moves it.
  const target = await page.evaluate(
    (launchTarget) => new Date(launchTarget).getTime(),
    site.launchTarget,
  );
  const start = target - 90 * 60_000;
  await page.clock.install({ time: start - 1000 });
  await page.clock.pauseAt(start);
  // What a screen reader reads when it asks the timer: the one sentence, seconds exact.
  const reading = (elapsed: number) =>
    `- timer: 0 days, 1 hour, ${elapsed === 0 ? "30 minutes, 0" : `29 minutes, ${60 - elapsed}`} seconds to go.`;
  let elapsed = 0;
  for (const path of ["/", "/countdown"]) {
    // The stopped clock holds back the islands that wait for an idle moment; the countdowns
    // wake as they come near, which needs no timer.
    await page.goto(path);
    const timers = page.getByRole("timer");
    expect(await timers.count(), path).toBeGreaterThan(0);
    for (const timer of await timers.all()) {
      await timer.scrollIntoViewIfNeeded();
      await expect(
        timer.locator("xpath=ancestor::*[@data-island][1]"),
      ).toHaveAttribute("data-hydrated", "true");
    }
    for (const timer of await timers.all()) {
      await expect(timer).toHaveAttribute("aria-live", "off");
      expect(
        await timer.evaluate(
          (element) =>
            element.closest(
              "[aria-live]:not([aria-live='off']), [role='status'], [role='log'], [role='alert']",
            ) === null,
        ),
      ).toBe(true);
      await expect(timer).toMatchAriaSnapshot(reading(elapsed));
    }
    await page.clock.runFor(1000);
    elapsed += 1;
    await expect(timers.first()).toMatchAriaSnapshot(reading(elapsed));
  }
});
