import { writeFileSync } from "node:fs";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { robotsTxt, sitemapXml } from "../../app/lib/sitemap";

/** sitemap.xml and robots.txt from the route list and the site's base URL. */
export function writeSeoFiles(client: string) {
  const paths = pages.map((page) => page.path);
  writeFileSync(`${client}/sitemap.xml`, sitemapXml(site.baseUrl, paths));
  writeFileSync(`${client}/robots.txt`, robotsTxt(site.baseUrl));
}
