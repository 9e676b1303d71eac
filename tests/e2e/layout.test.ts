import { expect, gotoHydrated, routes, test } from "./fixtures";

for (const route of routes) {
  test(`${route.path} fits the viewport without sideways scrolling`, async ({
    page,
  }) => {
    await gotoHydrated(page, route.path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}
