import { describe, expect, it } from "vitest";
import type { BlogPost } from "~/content/posts";
import { blogPostingJsonLd, organizationJsonLd } from "./structured-data";

const publisher = {
  name: "B&B",
  baseUrl: "https://b.example.com",
  slogan: "Wear it",
  sameAs: ["https://social.example.com/bb"],
};

describe("organizationJsonLd", () => {
  it("describes the brand with its home URL, slogan and profiles", () => {
    expect(organizationJsonLd(publisher)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "B&B",
      url: "https://b.example.com/",
      slogan: "Wear it",
      sameAs: ["https://social.example.com/bb"],
    });
  });
});

describe("blogPostingJsonLd", () => {
  const post: BlogPost = {
    id: "story",
    title: "Our story",
    excerpt: "How it began.",
    fullContent: ["It began."],
    author: "The Team",
    date: "2025-08-15",
    category: "Brand Story",
    isPublished: true,
  };

  it("describes the post with absolute URLs, its date, author and publisher", () => {
    expect(
      blogPostingJsonLd({
        post,
        path: "/blog",
        images: ["/assets/story-123.svg", "/og.png"],
        publisher,
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Our story",
      description: "How it began.",
      articleSection: "Brand Story",
      datePublished: "2025-08-15",
      dateModified: "2025-08-15",
      image: [
        "https://b.example.com/assets/story-123.svg",
        "https://b.example.com/og.png",
      ],
      url: "https://b.example.com/blog",
      mainEntityOfPage: "https://b.example.com/blog",
      author: { "@type": "Organization", name: "The Team" },
      publisher: {
        "@type": "Organization",
        name: "B&B",
        url: "https://b.example.com/",
      },
    });
  });

  it("dates the last change by the post's update, when it has one", () => {
    const updated = { ...post, updated: "2025-09-01" };
    expect(
      blogPostingJsonLd({
        post: updated,
        path: "/blog",
        images: [],
        publisher,
      }),
    ).toMatchObject({
      datePublished: "2025-08-15",
      dateModified: "2025-09-01",
    });
  });

  it("leaves out images inlined as data: URLs", () => {
    const { image } = blogPostingJsonLd({
      post,
      path: "/blog",
      images: ["data:image/svg+xml;base64,PHN2Zz4=", "/og.png"],
      publisher,
    });
    expect(image).toEqual(["https://b.example.com/og.png"]);
  });
});
