// @ts-check
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "./html-files.mjs";
import { attribute, elements, parseHtml, rawText } from "./html.ts";

// Data blocks such as JSON-LD are never executed, so CSP does not need (or check) their hashes.
/** @param {string | undefined} type */
function isExecutable(type) {
  const normalised = type?.trim().toLowerCase();
  return !normalised || normalised === "module" || normalised === "text/javascript";
}

/**
 * CSP source hashes (`sha256-…`) of the inline scripts in one HTML document, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return elements(parseHtml(html), "script")
    .filter(
      (script) =>
        attribute(script, "src") === undefined && isExecutable(attribute(script, "type")),
    )
    .map(
      (script) =>
        `sha256-${createHash("sha256").update(rawText(script), "utf8").digest("base64")}`,
    );
}

/**
 * Every distinct inline-script hash across the HTML files under `dir`, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function collectScriptHashes(dir) {
  const hashes = new Set(
    htmlFiles(dir).flatMap((name) =>
      inlineScriptHashes(readFileSync(join(dir, name), "utf8")),
    ),
  );
  return [...hashes].sort();
}
