import { posts } from "~/content/posts";
import { expect, expectImageLoaded, gotoHydrated, test } from "./fixtures";

const story = posts[0];

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/blog");
});

test("lists four posts where only the brand story can be opened", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
    posts.map((post) => post.title),
  );

  await expect(
    cards.first().getByRole("button", { name: /^Read More/ }),
  ).toBeEnabled();
  await expect(cards.first()).toContainText("Brand Story");
  await expect(page.getByRole("button", { name: /^Read More/ })).toHaveCount(1);
  for (const card of (await cards.all()).slice(1)) {
    await expect(card.getByText("Coming Soon", { exact: true })).toBeVisible();
    const opacity = await card
      .locator("img")
      .evaluate((image) => Number(getComputedStyle(image).opacity));
    expect(opacity, "unpublished posts are dimmed").toBeLessThan(1);
  }
});

test("opens the brand story in place and goes back to the list", async ({
  page,
}) => {
  const url = page.url();
  await page.getByRole("button", { name: /^Read More/ }).click();

  const article = page.getByRole("main").getByRole("article");
  await expect(article).toHaveCount(1);
  expect(page.url()).toBe(url);
  await expect(article.getByText("Brand Story", { exact: true })).toBeVisible();
  await expect(article.getByRole("heading", { level: 2 })).toHaveText(
    story.title,
  );
  await expect(article.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(article).toContainText(`By ${story.author}`);
  await expect(article.locator("time")).toHaveText("August 15, 2025");
  const cover = article.getByRole("img", {
    name: `Cover art for ${story.title}`,
  });
  await expectImageLoaded(cover);
  for (const paragraph of story.fullContent) {
    await expect(article.getByText(paragraph, { exact: true })).toBeVisible();
  }
  await expect(article).toContainText("organic cotton");
  await expect(article).toContainText("chain-stitched");

  await article.getByRole("button", { name: "Back to Blog" }).click();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
  await expect(page.getByRole("button", { name: /^Read More/ })).toBeFocused();
});
