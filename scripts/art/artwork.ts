import { type ArtKind } from "../../app/content/art-sizes";
import { collectionGroups } from "../../app/content/collection-groups";
import { newsArticles } from "../../app/content/news";
import { posts } from "../../app/content/posts";
import { upcomingCollections } from "../../app/content/upcoming-collections";
import { advisory, favicon, logo } from "./brand-art";
import { collectionArt } from "./collection-art";
import { editorialArt, upcomingArt } from "./cover-art";
import { socialGlyphs } from "./social-glyphs";

const art = (kind: ArtKind, id: string | number) =>
  `app/assets/art/${kind}/${id}.svg`;

/** Every generated SVG, keyed by its path from the repository root. */
export function vectorArtwork(): Map<string, string> {
  const files = new Map<string, string>();
  for (const group of collectionGroups)
    for (const item of group.items)
      files.set(art("collections", item.id), collectionArt(item));
  upcomingCollections.forEach((card, index) =>
    files.set(
      art("upcoming", card.id),
      upcomingArt(card, index, upcomingCollections.length),
    ),
  );
  newsArticles.forEach((article, index) =>
    files.set(
      art("news", article.id),
      editorialArt(article, {
        index,
        masthead: "NEWS",
        stickerText: article.readTime,
      }),
    ),
  );
  // Blog covers start further along the colour cycle so they don't mirror the news covers.
  posts.forEach((post, index) =>
    files.set(
      art("blog", post.id),
      editorialArt(post, {
        index: index + 2,
        masthead: "JOURNAL",
        stickerText: post.category,
      }),
    ),
  );
  files.set("app/assets/art/advisory.svg", advisory());
  files.set("app/assets/brand/logo.svg", logo());
  for (const [path, svg] of socialGlyphs()) files.set(path, svg);
  files.set("public/favicon.svg", favicon());
  return files;
}
