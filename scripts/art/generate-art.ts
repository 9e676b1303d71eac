// Placeholder art generator; writes one SVG per content entry under app/assets/art/.
import { mkdirSync, writeFileSync } from "node:fs";
import { collectionGroups } from "../../app/content/collection-groups";
import { artSize, type ArtKind } from "../../app/content/art-sizes";
import { newsArticles } from "../../app/content/news";
import { posts } from "../../app/content/posts";
import { upcomingCollections } from "../../app/content/upcoming-collections";

function escape(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function write(kind: ArtKind, id: string | number, title: string) {
  const { width, height } = artSize[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#1a1a1a"/><text x="50%" y="50%" fill="#f4f0e6" font-family="Impact, sans-serif" font-size="48" text-anchor="middle">${escape(title)}</text></svg>\n`;
  mkdirSync(`app/assets/art/${kind}`, { recursive: true });
  writeFileSync(`app/assets/art/${kind}/${id}.svg`, svg);
}

for (const group of collectionGroups)
  for (const item of group.items) write("collections", item.id, item.name);
for (const card of upcomingCollections) write("upcoming", card.id, card.name);
for (const article of newsArticles) write("news", article.id, article.title);
for (const post of posts) write("blog", post.id, post.title);
