import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { criticalCss } from "./critical-css";
import { htmlFiles } from "./html-files.mjs";
import {
  type HtmlDocument,
  attribute,
  elements,
  parseHtml,
  rawText,
} from "./html.ts";

/** Every class name and id on the elements of `document`, inert templates included. */
function usedNames(document: HtmlDocument) {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const element of elements(document)) {
    for (const name of attribute(element, "class")?.split(/\s+/) ?? [])
      if (name) classes.add(name);
    const id = attribute(element, "id");
    if (id) ids.add(id);
  }
  return { classes, ids };
}

/**
 * `html` with each inline stylesheet cut down to the rules the page's own markup can use
 * (ADR 015). Only the `<style>` elements' text changes; every other byte stays as it was.
 */
export function withCriticalCss(html: string): string {
  const document = parseHtml(html, { locations: true });
  const used = usedNames(document);
  let cut = html;
  // From the last to the first, so each splice leaves the earlier offsets valid.
  for (const style of elements(document, "style").reverse()) {
    const location = style.childNodes[0]?.sourceCodeLocation;
    if (!location) continue;
    cut =
      cut.slice(0, location.startOffset) +
      criticalCss(rawText(style), used) +
      cut.slice(location.endOffset);
  }
  return cut;
}

/** Cuts every prerendered page's inline stylesheet to that page (ADR 015); its CSP follows (ADR 016). */
export function inlineCriticalCss(dir: string) {
  for (const name of htmlFiles(dir)) {
    const path = join(dir, name);
    writeFileSync(path, withCriticalCss(readFileSync(path, "utf8")));
  }
}
