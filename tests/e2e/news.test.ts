import { newsArticles } from "~/content/news";
import { site } from "~/content/site";
import { expect, expectRenderedWhenNear, gotoHydrated, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/news");
});

test("has Back and Shop Now", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(page.getByRole("link", { name: /^Shop Now/ })).toHaveAttribute(
    "href",
    site.shopUrl,
  );
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("shows five dimmed, non-clickable entries with the featured one first", async ({
  page,
}) => {
  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(5);
  await expect(articles.getByRole("heading", { level: 2 })).toHaveText(
    newsArticles.map((article) => article.title),
  );

  const featured = articles.first();
  await expect(featured.getByText("Featured", { exact: true })).toBeVisible();
  await expect(
    featured.getByText("Coming Soon", { exact: true }),
  ).toBeVisible();
  for (const other of await articles.all().then((all) => all.slice(1))) {
    await expect(other.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(other.getByText("Stay Tuned", { exact: true })).toBeVisible();
  }

  for (const article of await articles.all()) {
    await expect(
      article.getByRole("button", { name: "Read More" }),
    ).toBeDisabled();
    await expect(article.getByRole("link")).toHaveCount(0);
    // The artwork is decorative (alt=""), so it has no role to query by.
    const look = await article.locator("img").evaluate((element) => {
      const style = getComputedStyle(element);
      return { opacity: style.opacity, filter: style.filter };
    });
    expect(Number(look.opacity), "dimmed image").toBeLessThan(1);
    expect(look.filter).toContain("grayscale");
  }
});

test("offers the newsletter form", async ({ page }) => {
  const form = page.getByRole("form", {
    name: "Get the news before it's news",
  });
  await expect(
    form.getByRole("textbox", { name: "Email address" }),
  ).toHaveAttribute("placeholder", "Enter your email");
  await expect(
    form.getByRole("textbox", { name: "Email address" }),
  ).toHaveAttribute("type", "email");
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});

test.describe("on a phone", () => {
  // Side by side on a wide screen every teaser is near from the start.
  test.use({ viewport: { width: 375, height: 812 } });

  test("renders a teaser's text only as it comes near, and the featured entry's at once", async ({
    page,
  }) => {
    const titles = page
      .getByRole("main")
      .getByRole("article")
      .getByRole("heading", { level: 2 });
    await expectRenderedWhenNear(titles.first(), titles.last());
  });
});
