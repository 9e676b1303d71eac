import type { BlogPost } from "~/content/posts";
import { site } from "~/content/site";
import {
  notFoundPath,
  pageEntry,
  type pages,
  type PageEntry,
} from "~/content/pages";
import { buildMeta, type JsonLd, type MetaTag } from "./seo";
import {
  blogPostingJsonLd,
  organizationJsonLd,
  type Publisher,
} from "./structured-data";

const shareImage = "/og-image.png";

const publisher: Publisher = {
  name: site.brand,
  baseUrl: site.baseUrl,
  slogan: site.tagline,
  sameAs: site.socials.map((profile) => profile.url),
};

/** Metadata for one of the site's screens, from the route list and site config, plus its structured data. */
export function pageMeta(
  path: (typeof pages)[number]["path"],
  ...structuredData: JsonLd[]
): MetaTag[] {
  return [
    ...buildMeta({
      page: pageEntry(path),
      brand: site.brand,
      baseUrl: site.baseUrl,
      image: shareImage,
      imageAlt: `${site.brand}: ${site.tagline}`,
    }),
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The brand as an Organization, for the home page. */
export function brandStructuredData(): JsonLd {
  return organizationJsonLd(publisher);
}

/** A published post as a BlogPosting with its cover; posts open in place on /blog. */
export function postStructuredData(post: BlogPost, cover: string): JsonLd {
  return blogPostingJsonLd({
    post,
    path: "/blog",
    images: [cover, shareImage],
    publisher,
  });
}

/** Metadata for a page search engines must not list: described, shareable, never indexed. */
export function noindexMeta(page: PageEntry) {
  return buildMeta({
    page,
    brand: site.brand,
    baseUrl: site.baseUrl,
    noindex: true,
  });
}

/** Metadata for the 404 page. */
export function notFoundMeta() {
  return noindexMeta({
    path: notFoundPath,
    title: "Page not found",
    description: "This page does not exist.",
  });
}
