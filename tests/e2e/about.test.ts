import { aboutStory } from "~/content/brand";
import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { expect, gotoHydrated, test } from "./fixtures";

test("tells why Blunt & Bold, with back and Shop Now", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    aboutStory.title,
  );
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    aboutStory.sections.map((section) => section.heading),
  );
  const main = page.getByRole("main");
  for (const section of aboutStory.sections)
    await expect(main).toContainText(section.text);

  await expect(page.getByRole("link", { name: /^Shop Now/ })).toHaveAttribute(
    "href",
    site.shopUrl,
  );
  await page.getByRole("link", { name: copy.backHome }).click();
  await expect(page).toHaveURL("/");
});
