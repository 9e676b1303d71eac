import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Gives every module preload in `html` low fetch priority, unless it sets one already. */
export function withLowModulePreloadPriority(html) {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

function htmlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The prerendered HTML paints without JavaScript, so the hydration modules React Router
 * preloads yield to the stylesheet, fonts and images on slow links.
 */
export function lowerModulePreloadPriority(client) {
  for (const file of htmlFiles(client)) {
    writeFileSync(file, withLowModulePreloadPriority(readFileSync(file, "utf8")));
  }
}
