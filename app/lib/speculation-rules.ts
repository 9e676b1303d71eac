import { pages } from "~/content/pages";

/**
 * The Speculation Rules the site's pages carry: fetch a page of the site when a visitor is
 * about to open it (`moderate`: a hover of 200 ms, or the start of a tap), so the full page
 * load that follows starts with its HTML in hand. Prefetch, not prerender: a prerendered
 * page would run its load-time panel and background video for a visit that may not come.
 * Only the public pages: never the API, the owners' pages or the pages mail links open.
 */
export const speculationRules = {
  prefetch: [
    {
      where: { or: pages.map((page) => ({ href_matches: page.path })) },
      eagerness: "moderate",
    },
  ],
};
