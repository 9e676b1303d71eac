import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type PageUse, criticalCss } from "./critical-css";
import { htmlFiles } from "./html-files";
import {
  type HtmlDocument,
  attribute,
  elements,
  parseHtml,
  rawText,
} from "./html.ts";

/**
 * Every class name and id on the elements of `document`, inert templates included, and all
 * of its text and attribute values: more than it shows, never less.
 */
function pageUse(document: HtmlDocument): PageUse {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const text: string[] = [];
  for (const element of elements(document)) {
    for (const name of attribute(element, "class")?.split(/\s+/) ?? [])
      if (name) classes.add(name);
    const id = attribute(element, "id");
    if (id) ids.add(id);
    for (const { value } of element.attrs) text.push(value);
    // A stylesheet's own text is the one thing here the page never shows.
    if (element.tagName !== "style")
      for (const child of element.childNodes)
        if ("value" in child) text.push(child.value);
  }
  return { classes, ids, text: text.join(" ") };
}

/**
 * `html` with each inline stylesheet cut down to the rules the page's own markup can use
 * (ADR 015). Only the `<style>` elements' text changes; every other byte stays as it was.
 */
export function withCriticalCss(html: string): string {
  const document = parseHtml(html, { locations: true });
  const use = pageUse(document);
  let cut = html;
  // From the last to the first, so each splice leaves the earlier offsets valid.
  for (const style of elements(document, "style").reverse()) {
    const location = style.childNodes[0]?.sourceCodeLocation;
    if (!location) continue;
    cut =
      cut.slice(0, location.startOffset) +
      criticalCss(rawText(style), use) +
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
