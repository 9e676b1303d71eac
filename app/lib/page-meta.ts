import { site } from "~/content/site";
import { notFoundPath, pageEntry, type pages } from "~/content/routes-list";
import { buildMeta } from "./seo";

const shareImage = "/og-image.png";

/** Metadata for one of the site's screens, from the route list and site config. */
export function pageMeta(path: (typeof pages)[number]["path"]) {
  return buildMeta({
    page: pageEntry(path),
    brand: site.brand,
    baseUrl: site.baseUrl,
    image: shareImage,
  });
}

/** Metadata for the 404 page: described, shareable, never indexed. */
export function notFoundMeta() {
  return buildMeta({
    page: {
      path: notFoundPath,
      title: "Page not found",
      description: "This page does not exist.",
    },
    brand: site.brand,
    baseUrl: site.baseUrl,
    noindex: true,
  });
}
