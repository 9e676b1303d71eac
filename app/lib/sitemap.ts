import { absoluteUrl } from "./seo";

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/** A sitemaps.org sitemap listing each path as an absolute URL on `baseUrl`. */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map(
    (path) =>
      `  <url><loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt that lets every crawler in and points it at the sitemap. */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
