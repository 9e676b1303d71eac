import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { criticalCss } from "./critical-css";
import { htmlFiles } from "./html-files.mjs";
import { type HtmlDocument, attribute, elements, parseHtml, rawText } from "./html.ts";

/** Every class name and id on the elements of `documents`, inert templates included. */
function usedNames(documents: HtmlDocument[]) {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const element of documents.flatMap((document) => elements(document))) {
    for (const name of attribute(element, "class")?.split(/\s+/) ?? [])
      if (name) classes.add(name);
    const id = attribute(element, "id");
    if (id) ids.add(id);
  }
  return { classes, ids };
}

/**
 * Cuts the stylesheet each prerendered page carries inline down to the rules the pages' own
 * markup can use (ADR 015). One cut serves every page, so the CSP keeps one style hash. Only
 * the `<style>` element's text changes; every other byte stays as React Router wrote it.
 */
export function inlineCriticalCss(dir: string) {
  const pages = htmlFiles(dir).map((name) => {
    const path = join(dir, name);
    const html = readFileSync(path, "utf8");
    const document = parseHtml(html, { locations: true });
    const [style, ...more] = elements(document, "style");
    if (!style || more.length)
      throw new Error(`${name} must carry exactly one <style>, the site's stylesheet`);
    return { name, path, html, document, style };
  });
  const [full, ...others] = new Set(pages.map((page) => rawText(page.style)));
  if (full === undefined || others.length)
    throw new Error("The prerendered pages carry different stylesheets");
  const critical = criticalCss(full, usedNames(pages.map((page) => page.document)));
  for (const { name, path, html, style } of pages) {
    const [text] = style.childNodes;
    const location = text?.sourceCodeLocation;
    if (!location) throw new Error(`${name}: the <style> element has no text`);
    writeFileSync(
      path,
      html.slice(0, location.startOffset) + critical + html.slice(location.endOffset),
    );
  }
}
