import { describe, expect, it } from "vitest";
import { absoluteUrl, buildMeta } from "./seo";

const page = { path: "/about", title: "About", description: "Why us." };

describe("absoluteUrl", () => {
  it("joins paths onto the origin with or without a trailing slash", () => {
    expect(absoluteUrl("https://b.example.com", "/about")).toBe(
      "https://b.example.com/about",
    );
    expect(absoluteUrl("https://b.example.com/", "/")).toBe(
      "https://b.example.com/",
    );
  });
});

describe("buildMeta", () => {
  it("puts the page title before the brand, except on the home page", () => {
    expect(
      buildMeta({ page, brand: "B&B", baseUrl: "https://x.test" })[0],
    ).toEqual({
      title: "About | B&B",
    });
    const home = { path: "/", title: "Tagline", description: "d" };
    expect(
      buildMeta({ page: home, brand: "B&B", baseUrl: "https://x.test" })[0],
    ).toEqual({
      title: "B&B | Tagline",
    });
  });

  it("adds a canonical link and social image tags", () => {
    const tags = buildMeta({
      page,
      brand: "B&B",
      baseUrl: "https://x.test",
      image: "/og.png",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://x.test/about",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://x.test/og.png",
    });
    expect(tags).toContainEqual({
      name: "twitter:card",
      content: "summary_large_image",
    });
  });

  it("declares the plain summary card, and no image, for a page without one", () => {
    const tags = buildMeta({ page, brand: "B&B", baseUrl: "https://x.test" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(JSON.stringify(tags)).not.toMatch(/image/);
  });

  it("describes the share image for people who cannot see it", () => {
    const tags = buildMeta({
      page,
      brand: "B&B",
      baseUrl: "https://x.test",
      image: "/og.png",
      imageAlt: "The B&B logo",
    });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: "The B&B logo",
    });
    expect(tags).toContainEqual({
      name: "twitter:image:alt",
      content: "The B&B logo",
    });
  });

  it("marks noindex pages and gives them no canonical URL", () => {
    const tags = buildMeta({
      page,
      brand: "B&B",
      baseUrl: "https://x.test",
      noindex: true,
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(
      false,
    );
  });
});
