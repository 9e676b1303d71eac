import {
  attribute,
  elements,
  parseHtml,
  rawText,
} from "../../scripts/build/html.ts";
import { runtimeMeta } from "../../scripts/build/runtime-meta";

/** What a prerendered page makes the browser fetch before its first island can hydrate. */
export type InitialAssets = {
  /** Module scripts: preloaded, loaded by `src`, or imported by an inline module script. */
  scripts: string[];
  /** Linked stylesheets, which the first paint waits for. */
  styles: string[];
  /** The full stylesheet the islands' script names, which the first island waits for. */
  bootStyles: string[];
  /** The text of each `<style>` element: stylesheets that come inside the page. */
  inlineStyles: string[];
};

// Static `import "x"` / `import * as a from "x"` and dynamic `import("x")`, in a module's
// JavaScript (the HTML around it is parsed).
const importPattern =
  /\bimport\s*(?:\(\s*|[\w*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;

/** Same-origin path of a URL the page references, or null for other origins. */
function localPath(url: string | undefined): string | null {
  if (!url?.startsWith("/") || url.startsWith("//")) return null;
  return url.replace(/[?#].*$/, "");
}

/**
 * Root-relative URLs of the module scripts and stylesheets a page loads before it hydrates,
 * deduplicated, and the stylesheets it carries inline.
 */
export function initialAssets(html: string): InitialAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const bootStyles = new Set<string>();
  const add = (into: Set<string>, url: string | undefined) => {
    const path = localPath(url);
    if (path) into.add(path);
  };

  const document = parseHtml(html);
  for (const link of elements(document, "link")) {
    const rel = attribute(link, "rel")?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes("modulepreload")) add(scripts, attribute(link, "href"));
    if (rel.includes("stylesheet")) add(styles, attribute(link, "href"));
  }
  const { runtime, stylesheet } = runtimeMeta(document);
  add(scripts, runtime);
  add(bootStyles, stylesheet);
  for (const script of elements(document, "script")) {
    if (attribute(script, "type")?.trim().toLowerCase() !== "module") continue;
    add(scripts, attribute(script, "src"));
    for (const [, specifier] of rawText(script).matchAll(importPattern))
      add(scripts, specifier);
  }
  const inlineStyles = elements(document, "style").map(rawText);
  return {
    scripts: [...scripts],
    styles: [...styles],
    bootStyles: [...bootStyles],
    inlineStyles,
  };
}
