import { posts, type BlogPost } from "../../app/content/posts";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { absoluteUrl } from "../../app/lib/seo";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/** The page's JSON-LD nodes, parsed. */
async function structuredData(page: Page) {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const { path } of pages) {
  test(`${path} has its canonical URL and the 1200x630 share card`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      absoluteUrl(site.baseUrl, path),
    );
    const meta = (selector: string) => page.locator(`meta[${selector}]`);
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      absoluteUrl(site.baseUrl, "/og-image.png"),
    );
    await expect(meta('property="og:image:width"')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(meta('property="og:image:height"')).toHaveAttribute(
      "content",
      "630",
    );
    await expect(meta('name="twitter:card"')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
  });
}

test("the home page describes the brand as an Organization", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({
      "@type": "Organization",
      name: site.brand,
      url: absoluteUrl(site.baseUrl, "/"),
    }),
  ]);
});

test("the blog describes its published article as a BlogPosting", async ({
  page,
}) => {
  const post: BlogPost | undefined = posts.find(
    (candidate) => candidate.isPublished,
  );
  await gotoHydrated(page, "/blog");
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({
      "@type": "BlogPosting",
      headline: post?.title,
      datePublished: post?.date,
      dateModified: post?.updated ?? post?.date,
      image: expect.arrayContaining([
        absoluteUrl(site.baseUrl, "/og-image.png"),
      ]),
    }),
  ]);
});

test("sitemap.xml lists every page and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { path } of pages) {
    expect(xml).toContain(`<loc>${absoluteUrl(site.baseUrl, path)}</loc>`);
  }
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(
    `Sitemap: ${absoluteUrl(site.baseUrl, "/sitemap.xml")}`,
  );
});

test("the 404 page answers 404 and keeps itself out of search results", async ({
  request,
}) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('rel="canonical"');
  // No share image for it, so no large-image card either.
  expect(html).toContain('<meta name="twitter:card" content="summary"/>');
  expect(html).not.toMatch(/twitter:image|og:image/);
});

test("every page is served as a single HTML document in standards mode", async ({
  request,
}) => {
  for (const path of [...pages.map((page) => page.path), "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<!DOCTYPE html>/gi), path).toHaveLength(1);
    expect(html.startsWith("<!DOCTYPE html><html"), path).toBe(true);
  }
});
