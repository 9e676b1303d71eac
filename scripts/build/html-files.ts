import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file under `dir`, as paths relative to it, sorted. */
export function clientFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every HTML page under `dir`, as paths relative to it, sorted. */
export function htmlFiles(dir: string): string[] {
  return clientFiles(dir).filter((file) => file.endsWith(".html"));
}

/**
 * A relative file path as the servers name it, from the site's root: `/about/index.html`.
 */
export const urlPath = (name: string) => `/${name.split(sep).join("/")}`;
