import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "./html-files.mjs";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const srcAttribute = /\bsrc\s*=/i;

// Data blocks such as JSON-LD are never executed, so CSP does not need (or check) their hashes.
function isExecutable(attributes) {
  const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === "module" || type === "text/javascript";
}

/** CSP source hashes (`sha256-…`) of the inline scripts in one HTML document, in order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, source] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes) || !isExecutable(attributes)) continue;
    hashes.push(`sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`);
  }
  return hashes;
}

/** Every distinct inline-script hash across the HTML files under `dir`, sorted. */
export function collectScriptHashes(dir) {
  const hashes = new Set();
  for (const name of htmlFiles(dir)) {
    const html = readFileSync(join(dir, name), "utf8");
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}
