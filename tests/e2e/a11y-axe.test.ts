import { expectNoAxeViolations } from "./a11y-axe";
import { gotoHydrated, routes, test } from "./fixtures";

for (const route of routes) {
  test(`axe: ${route.path} has no violations`, async ({ page }) => {
    await gotoHydrated(page, route.path);
    await expectNoAxeViolations(page, route.path);
  });
}
