// @ts-check
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles, urlPath } from "./html-files.mjs";
import { attribute, elements, parseHtml, rawText } from "./html.ts";

/**
 * CSP source hashes of a page's inline code: each executable inline script and each inline
 * stylesheet, so neither directive needs `unsafe-inline`.
 * @typedef {{ scripts: string[], styles: string[] }} InlineHashes
 */

// Data blocks such as JSON-LD are never executed, so CSP does not need (or check) their hashes.
/** @param {string | undefined} type */
function isExecutable(type) {
  const normalised = type?.trim().toLowerCase();
  return (
    !normalised || normalised === "module" || normalised === "text/javascript"
  );
}

/** @param {string} text */
const sha256 = (text) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The CSP source hashes (`sha256-…`) of one HTML document's inline scripts and `<style>`
 * elements, each in document order.
 * @param {string} html
 * @returns {InlineHashes}
 */
export function inlineHashes(html) {
  const document = parseHtml(html);
  return {
    scripts: elements(document, "script")
      .filter(
        (script) =>
          attribute(script, "src") === undefined &&
          isExecutable(attribute(script, "type")),
      )
      .map((script) => sha256(rawText(script))),
    styles: elements(document, "style").map((style) => sha256(rawText(style))),
  };
}

/**
 * The hashes a policy for the page `html` lists: each once, sorted.
 * @param {string} html
 * @returns {InlineHashes}
 */
export function policyHashes(html) {
  const { scripts, styles } = inlineHashes(html);
  /** @param {string[]} hashes */
  const distinct = (hashes) => [...new Set(hashes)].sort();
  return { scripts: distinct(scripts), styles: distinct(styles) };
}

/**
 * Each HTML page's policy hashes under `dir`, by the page's path from there
 * (`/about/index.html`).
 * @param {string} dir
 * @returns {Record<string, InlineHashes>}
 */
export function pageInlineHashes(dir) {
  return Object.fromEntries(
    htmlFiles(dir).map((name) => [
      urlPath(name),
      policyHashes(readFileSync(join(dir, name), "utf8")),
    ]),
  );
}
