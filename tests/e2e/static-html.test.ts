// What a crawler or a visitor without JavaScript gets: the prerendered HTML, fetched
// over HTTP and parsed. No browser page is opened, so no script ever runs.
import { test as base, expect } from "@playwright/test";
import { aboutStory, brandStatement, highlights } from "~/content/brand";
import { collectionGroups } from "~/content/collection-groups";
import { copy } from "~/content/copy";
import { newsArticles } from "~/content/news";
import { posts } from "~/content/posts";
import { pages } from "~/content/pages";
import { homeNav } from "~/content/navigation";
import { countdownUnits, getTimeLeft } from "~/lib/countdown";
import { notFoundMeta, pageMeta } from "~/lib/page-meta";
import {
  type HtmlDocument,
  attribute,
  elements,
  firstElement,
  parseHtml,
  visibleText,
} from "../../scripts/build/html.ts";

// Only the request context is used here; the shared fixtures would start a browser.
const test = base;

const title = (doc: HtmlDocument) => visibleText(firstElement(doc, "title"));
const h1 = (doc: HtmlDocument) => visibleText(firstElement(doc, "h1"));
function metaContent(doc: HtmlDocument, name: string) {
  const meta = elements(doc, "meta").find(
    (tag) => attribute(tag, "name") === name,
  );
  return meta && attribute(meta, "content");
}

/** The clock's unit labels (Days … Seconds), which the static HTML shows too. */
const unitLabels = countdownUnits(getTimeLeft(0, 0)).map((unit) => unit.label);

/** The title a page's metadata asks for. */
function metaTitle(tags: readonly object[]) {
  const tag = tags.find((entry) => "title" in entry) as { title: string };
  return tag.title;
}

const screens = [
  {
    path: "/",
    heading: copy.hero.heading,
    texts: [
      copy.shopLaunch.heading,
      copy.shopLaunch.shopButton,
      copy.shopLaunch.exploreButton,
      ...homeNav.map((item) => item.label),
      copy.explorePrompt,
      ...highlights,
      copy.newsletter.heading,
      copy.newsletter.join,
      copy.discounts,
      copy.hypeRoom.heading,
      copy.hypeRoom.button,
      copy.follow,
      brandStatement.teaser,
      // With scripts off the manifesto stays open: nothing is hidden behind a dead toggle.
      brandStatement.closing,
      ...unitLabels,
      copy.footer,
    ],
  },
  {
    path: "/collections",
    heading: copy.collections.heading,
    texts: [
      copy.backHome,
      copy.collections.button,
      ...collectionGroups.flatMap((group) => [
        ...("heading" in group ? [group.heading] : []),
        ...group.items.map((item) => item.name),
      ]),
    ],
  },
  {
    path: "/news",
    heading: copy.news.heading,
    texts: [
      copy.back,
      copy.shopNow,
      copy.news.comingSoon,
      copy.news.stayTuned,
      copy.news.readMore,
      ...newsArticles.map((a) => a.title),
    ],
  },
  {
    path: "/blog",
    heading: copy.blog.heading,
    texts: [
      copy.blog.readMore,
      copy.blog.comingSoon,
      ...posts.map((post) => post.title),
    ],
  },
  {
    path: "/about",
    heading: aboutStory.title,
    texts: [
      ...aboutStory.sections.map((section) => section.heading),
      copy.shopNow,
    ],
  },
  {
    path: "/countdown",
    heading: copy.hypeRoom.pageHeading,
    texts: [...unitLabels, copy.hypeRoom.shopButton, copy.backHome],
  },
] as const;

for (const screen of screens) {
  test(`${screen.path} is complete as static HTML`, async ({ request }) => {
    const response = await request.get(screen.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    const doc = parseHtml(html);

    expect(
      html.startsWith('<!DOCTYPE html><html lang="en">'),
      "one doctype, then the document",
    ).toBe(true);
    expect(title(doc)).toBe(metaTitle(pageMeta(screen.path)));
    const entry = pages.find((page) => page.path === screen.path);
    expect(metaContent(doc, "description")).toBe(entry?.description);
    expect(h1(doc)).toBe(screen.heading);

    const text = visibleText(doc);
    for (const expected of screen.texts)
      expect(text, expected).toContain(expected);
  });
}

test("the home page's email field has its placeholder without JavaScript", async ({
  request,
}) => {
  const doc = parseHtml(await (await request.get("/")).text());
  const emailFields = elements(doc, "input").filter(
    (input) => attribute(input, "type") === "email",
  );
  expect(emailFields.length).toBeGreaterThan(0);
  for (const field of emailFields)
    expect(attribute(field, "placeholder")).toBe(copy.newsletter.placeholder);
});

test("404.html holds the not-found page, and unknown paths get it with status 404", async ({
  request,
}) => {
  const file = await request.get("/404.html");
  const html = await file.text();
  const doc = parseHtml(html);
  expect(h1(doc)).toBe(copy.notFound.heading);
  expect(title(doc)).toBe(metaTitle(notFoundMeta()));
  expect(metaContent(doc, "description")?.length).toBeGreaterThan(0);
  expect(metaContent(doc, "robots")).toBe("noindex");
  expect(visibleText(doc)).toContain(copy.notFound.link);

  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("text/html");
  expect(await unknown.text()).toBe(html);
});
