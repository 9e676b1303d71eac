/** The families of generated artwork, one folder each under app/assets/art/. */
export type ArtKind = "collections" | "upcoming" | "news" | "blog";

/** Intrinsic artwork sizes, so every image reserves its box before it loads. */
export const artSize = {
  collections: { width: 600, height: 720 },
  upcoming: { width: 640, height: 800 },
  news: { width: 1200, height: 675 },
  blog: { width: 1200, height: 675 },
} as const satisfies Record<ArtKind, { width: number; height: number }>;
