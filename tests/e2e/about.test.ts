import { expect, gotoHydrated, test } from "./fixtures";

test("tells why Blunt & Bold, with back and Shop Now", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Why Blunt & Bold?",
  );
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Authenticity",
    "Organic cotton",
    "Chain-stitched seams",
  ]);
  const main = page.getByRole("main");
  await expect(main).toContainText("2022");
  await expect(main).toContainText("100% organic cotton");
  await expect(main).toContainText("chain-stitched");

  await expect(page.getByRole("link", { name: /^Shop Now/ })).toHaveAttribute(
    "href",
    "https://shop.example.com",
  );
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});
