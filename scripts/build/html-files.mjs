// @ts-check
import { readdirSync } from "node:fs";

/**
 * Every HTML page under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
}
