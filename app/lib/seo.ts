import type { PageEntry } from "~/content/pages";

/** A schema.org node as search engines read it from a `application/ld+json` script. */
export type JsonLd = {
  "@context": "https://schema.org";
  "@type": string;
  [property: string]: unknown;
};

/** A meta descriptor as React Router's `meta` export returns it. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

/** Options for one page's metadata. */
export type SeoInput = {
  page: PageEntry;
  brand: string;
  baseUrl: string;
  /** Absolute or root-relative URL of the social-share image. */
  image?: string;
  /** What the social-share image shows, for those who cannot see it. */
  imageAlt?: string;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
};

/** Joins a root-relative path onto the site's origin without doubling slashes. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(
    path,
    baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`,
  ).toString();
}

/** Title, description, canonical URL and social-card tags for one page. */
export function buildMeta({
  page,
  brand,
  baseUrl,
  image,
  imageAlt,
  noindex,
}: SeoInput): MetaTag[] {
  const title =
    page.path === "/" ? `${brand} | ${page.title}` : `${page.title} | ${brand}`;
  const url = absoluteUrl(baseUrl, page.path);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    // The large card is an image card: without an image, the plain summary card.
    {
      name: "twitter:card",
      content: image ? "summary_large_image" : "summary",
    },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  if (image) {
    const imageUrl = absoluteUrl(baseUrl, image);
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:image", content: imageUrl },
    );
    if (imageAlt) {
      tags.push(
        { property: "og:image:alt", content: imageAlt },
        { name: "twitter:image:alt", content: imageAlt },
      );
    }
  }
  return tags;
}
