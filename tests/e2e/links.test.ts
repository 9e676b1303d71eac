import { pages } from "~/content/pages";
import { expect, gotoHydrated, routes, test } from "./fixtures";

// Every public page, the privacy page that the footer links included.
const internalPaths = new Set<string>(pages.map((page) => page.path));

for (const route of routes) {
  test(`${route.path}: external links open safely in a new tab, internal links resolve`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, route.path);

    const external = page.locator('a[href^="http"]');
    for (const link of await external.all()) {
      const href = await link.getAttribute("href");
      await expect(link, `${href} target`).toHaveAttribute("target", "_blank");
      await expect(link, `${href} rel`).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
      expect(new URL(href ?? "").protocol).toBe("https:");
    }

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

    // Every image the page references exists on the server.
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
}
