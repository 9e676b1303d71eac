import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles, urlPath } from "./html-files";
import { attribute, elements, parseHtml, rawText } from "./html.ts";

/**
 * CSP source hashes of a page's inline code: each executable inline script, the speculation
 * rules and each inline stylesheet, so neither directive needs `unsafe-inline`.
 */
export type InlineHashes = { scripts: string[]; styles: string[] };

// Data blocks such as JSON-LD are never executed, so CSP does not need (or check) their hashes;
// inline speculation rules are not code either, but the browser applies them only by hash.

function needsHash(type: string | undefined) {
  const normalised = type?.trim().toLowerCase();
  return (
    !normalised ||
    normalised === "module" ||
    normalised === "text/javascript" ||
    normalised === "speculationrules"
  );
}

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The CSP source hashes (`sha256-…`) of one HTML document's inline scripts and `<style>`
 * elements, each in document order.
 */
export function inlineHashes(html: string): InlineHashes {
  const document = parseHtml(html);
  return {
    scripts: elements(document, "script")
      .filter(
        (script) =>
          attribute(script, "src") === undefined &&
          needsHash(attribute(script, "type")),
      )
      .map((script) => sha256(rawText(script))),
    styles: elements(document, "style").map((style) => sha256(rawText(style))),
  };
}

/** The hashes a policy for the page `html` lists: each once, sorted. */
export function policyHashes(html: string): InlineHashes {
  const { scripts, styles } = inlineHashes(html);

  const distinct = (hashes: string[]) => [...new Set(hashes)].sort();
  return { scripts: distinct(scripts), styles: distinct(styles) };
}

/**
 * Each HTML page's policy hashes under `dir`, by the page's path from there
 * (`/about/index.html`).
 */
export function pageInlineHashes(dir: string): Record<string, InlineHashes> {
  return Object.fromEntries(
    htmlFiles(dir).map((name) => [
      urlPath(name),
      policyHashes(readFileSync(join(dir, name), "utf8")),
    ]),
  );
}
