// What search engines and share previews read: the head of each page as served. Islands
// never touch the head, so the prerendered HTML is what a crawler sees with or without
// scripts, and no browser page is opened (playwright.config.ts runs this file in the
// "static" project).
import { type APIRequestContext, test, expect } from "@playwright/test";
import { posts, type BlogPost } from "../../app/content/posts";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { absoluteUrl } from "../../app/lib/seo";
import {
  type HtmlDocument,
  attribute,
  elements,
  parseHtml,
  rawText,
} from "../../scripts/build/html.ts";

async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHtml(await response.text());
}

/** The page's JSON-LD nodes, parsed. */
function structuredData(doc: HtmlDocument) {
  return elements(doc, "script")
    .filter((script) => attribute(script, "type") === "application/ld+json")
    .map((script) => JSON.parse(rawText(script)) as Record<string, unknown>);
}

/** The `content` of each `<meta>` whose `attributeName` is `value`. */
function metaContents(doc: HtmlDocument, attributeName: string, value: string) {
  return elements(doc, "meta")
    .filter((meta) => attribute(meta, attributeName) === value)
    .map((meta) => attribute(meta, "content"));
}

for (const { path } of pages) {
  test(`${path} has its canonical URL and the 1200x630 share card`, async ({
    request,
  }) => {
    const doc = await served(request, path);
    expect(
      elements(doc, "link")
        .filter((link) => attribute(link, "rel") === "canonical")
        .map((link) => attribute(link, "href")),
    ).toEqual([absoluteUrl(site.baseUrl, path)]);
    expect(metaContents(doc, "property", "og:image")).toEqual([
      absoluteUrl(site.baseUrl, "/og-image.png"),
    ]);
    expect(metaContents(doc, "property", "og:image:width")).toEqual(["1200"]);
    expect(metaContents(doc, "property", "og:image:height")).toEqual(["630"]);
    expect(metaContents(doc, "name", "twitter:card")).toEqual([
      "summary_large_image",
    ]);
  });
}

test("the home page describes the brand as an Organization", async ({
  request,
}) => {
  expect(structuredData(await served(request, "/"))).toEqual([
    expect.objectContaining({
      "@type": "Organization",
      name: site.brand,
      url: absoluteUrl(site.baseUrl, "/"),
    }),
  ]);
});

test("the blog describes its published article as a BlogPosting", async ({
  request,
}) => {
  const post: BlogPost | undefined = posts.find(
    (candidate) => candidate.isPublished,
  );
  expect(structuredData(await served(request, "/blog"))).toEqual([
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
