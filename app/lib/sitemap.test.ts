import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists every path as an absolute URL, in order", () => {
    expect(sitemapXml("https://b.example.com/", ["/", "/about"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://b.example.com/</loc></url>",
        "  <url><loc>https://b.example.com/about</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml("https://b.example.com", ["/a?x=1&y=2"])).toContain(
      "<loc>https://b.example.com/a?x=1&amp;y=2</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and names the sitemap on the site's origin", () => {
    expect(robotsTxt("https://b.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://b.example.com/sitemap.xml\n",
    );
  });
});
