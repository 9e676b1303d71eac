import { expect, gotoHydrated, routes, test } from "./fixtures";

for (const route of routes) {
  test(`${route.path} shows its heading and title`, async ({ page }) => {
    await gotoHydrated(page, route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      route.heading,
    );
    await expect(page).toHaveTitle(/Blunt & Bold/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /.{20,}/,
    );
  });
}
