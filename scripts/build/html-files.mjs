// @ts-check
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every file under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function clientFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Every HTML page under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return clientFiles(dir).filter((file) => file.endsWith(".html"));
}

/**
 * A relative file path as the servers name it, from the site's root: `/about/index.html`.
 * @param {string} name
 */
export const urlPath = (name) => `/${name.split(sep).join("/")}`;
