// What a crawler or a visitor without JavaScript gets: the prerendered HTML, fetched
// over HTTP and read as text. No browser page is opened, so no script ever runs.
import { test as base, expect } from "@playwright/test";
import { collectionGroups } from "~/content/collection-groups";
import { newsArticles } from "~/content/news";
import { posts } from "~/content/posts";
import { pages } from "~/content/routes-list";

// Only the request context is used here; the shared fixtures would start a browser.
const test = base;

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
};
const decode = (text: string) =>
  text.replace(
    /&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g,
    (entity) => entities[entity] ?? entity,
  );

/** The page's text as a reader sees it: no scripts, no tags, entities decoded, spaces collapsed. */
function textOf(html: string) {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ");
  return decode(withoutCode.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

function pick(html: string, pattern: RegExp, what: string) {
  const found = pattern.exec(html)?.[1];
  if (found === undefined) throw new Error(`No ${what} in the HTML`);
  return decode(found);
}

const title = (html: string) =>
  pick(html, /<title>([^<]*)<\/title>/, "<title>");
const description = (html: string) =>
  pick(html, /<meta name="description" content="([^"]*)"/, "meta description");
const h1 = (html: string) =>
  textOf(pick(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/, "<h1>")).trim();

const screens = [
  {
    path: "/",
    title: "Blunt & Bold | A Mindset You Can Wear",
    heading: "A Mindset You Can Wear",
    texts: [
      "Shop Launch",
      "Collection | First Drop",
      "Explore Our Collections",
      "NEWS",
      "SHOP NOW",
      "ABOUT US",
      "HYPE ROOM",
      "BLOG",
      "Explore Our Collection",
      "Premium Materials",
      "Ethically Made",
      "Bold Designs",
      "Sign up for our newsletter and news emails",
      "Join",
      "Get Exclusive Discounts",
      "HYPE ROOM COUNTDOWN",
      "Visit Hype Room",
      "Follow Us",
      "At Blunt & Bold we don't tiptoe.",
      // With scripts off the manifesto stays open: nothing is hidden behind a dead toggle.
      "Are you Blunt? Or are you Bold?",
      "Days",
      "Seconds",
      "© 2025 Blunt & Bold",
    ],
  },
  {
    path: "/collections",
    title: "Our Collections | Blunt & Bold",
    heading: "Our Collections",
    texts: [
      "Back to Home",
      "Unisex",
      "Coming August",
      ...collectionGroups.flatMap((group) =>
        group.items.map((item) => item.name),
      ),
    ],
  },
  {
    path: "/news",
    title: "News | Blunt & Bold",
    heading: "News",
    texts: [
      "Back",
      "Shop Now",
      "Coming Soon",
      "Stay Tuned",
      "Read More",
      ...newsArticles.map((a) => a.title),
    ],
  },
  {
    path: "/blog",
    title: "Blog | Blunt & Bold",
    heading: "Blog",
    texts: ["Read More", "Coming Soon", ...posts.map((post) => post.title)],
  },
  {
    path: "/about",
    title: "About | Blunt & Bold",
    heading: "Why Blunt & Bold?",
    texts: [
      "Authenticity",
      "Organic cotton",
      "Chain-stitched seams",
      "Shop Now",
    ],
  },
  {
    path: "/countdown",
    title: "Hype Room | Blunt & Bold",
    heading: "Full BOLD release incoming...",
    texts: [
      "Days",
      "Hours",
      "Minutes",
      "Seconds",
      "Shop Current Collection",
      "Back to Home",
    ],
  },
] as const;

for (const screen of screens) {
  test(`${screen.path} is complete as static HTML`, async ({ request }) => {
    const response = await request.get(screen.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();

    expect(
      html.startsWith('<!DOCTYPE html><html lang="en">'),
      "one doctype, then the document",
    ).toBe(true);
    expect(title(html)).toBe(screen.title);
    const entry = pages.find((page) => page.path === screen.path);
    expect(description(html)).toBe(entry?.description);
    expect(h1(html)).toBe(screen.heading);

    const text = textOf(html);
    for (const expected of screen.texts)
      expect(text, expected).toContain(expected);
  });
}

test("the home page's email field has its placeholder without JavaScript", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(
    /<input[^>]*type="email"[^>]*placeholder="Enter your email"/,
  );
});

test("404.html holds the not-found page, and unknown paths get it with status 404", async ({
  request,
}) => {
  const file = await request.get("/404.html");
  const html = await file.text();
  expect(h1(html)).toBe("Oops! Page not found");
  expect(title(html)).toBe("Page not found | Blunt & Bold");
  expect(description(html).length).toBeGreaterThan(0);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(textOf(html)).toContain("Return to Home");

  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("text/html");
  expect(await unknown.text()).toBe(html);
});
