import type { IslandName } from "./catalog";

/**
 * The islands React hydrates (the catalog's entries with `load`, not `mount`), listed apart
 * from the catalog so the prerender can mark their elements without importing the catalog's
 * loaders: `react-islands.test.ts` keeps the two lists the same.
 */
export const reactIslands: readonly IslandName[] = [
  "chat",
  "background-youtube",
  "background-video-toggle",
  "toaster",
  "carousel",
  "share-link",
  "follow-us",
  "brand-statement",
  "newsletter",
  "blog-posts",
  "dashboard",
];
