import type { BlogPost } from "~/content/posts";
import { absoluteUrl, type JsonLd } from "./seo";

/** The brand behind the site. */
export type Publisher = {
  name: string;
  baseUrl: string;
  slogan: string;
  /** Profiles elsewhere (social networks), as absolute URLs. */
  sameAs: readonly string[];
};

/** The brand as a schema.org Organization, for the home page. */
export function organizationJsonLd(brand: Publisher): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: absoluteUrl(brand.baseUrl, "/"),
    slogan: brand.slogan,
    sameAs: [...brand.sameAs],
  };
}

/**
 * A blog post as a schema.org BlogPosting, read at `path`, illustrated by `images`. Images the
 * build inlined as data: URLs have no address a crawler could fetch, so they are left out.
 */
export function blogPostingJsonLd({
  post,
  path,
  images,
  publisher,
}: {
  post: BlogPost;
  path: string;
  images: readonly string[];
  publisher: Publisher;
}): JsonLd {
  const url = absoluteUrl(publisher.baseUrl, path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    datePublished: post.date,
    // Search engines want both dates; an unedited post was last modified when published.
    dateModified: post.updated ?? post.date,
    image: images
      .map((image) => absoluteUrl(publisher.baseUrl, image))
      .filter((image) => /^https?:/.test(image)),
    url,
    mainEntityOfPage: url,
    author: { "@type": "Organization", name: post.author },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      url: absoluteUrl(publisher.baseUrl, "/"),
    },
  };
}
