import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { STYLESHEET_ATTRIBUTE } from "../../app/islands/markup";
import { type PageUse, criticalCss, lateStylesheet } from "./critical-css";
import { htmlFiles } from "./html-files";
import {
  type HtmlDocument,
  attribute,
  elements,
  parseHtml,
  rawText,
} from "./html.ts";
import { runtimeMeta } from "./runtime-meta";

/**
 * Every class name, id and `style` attribute on the elements of `document`, inert
 * templates included: more than it shows, never less.
 */
function pageUse(document: HtmlDocument): PageUse {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const styles: string[] = [];
  for (const element of elements(document)) {
    for (const name of attribute(element, "class")?.split(/\s+/) ?? [])
      if (name) classes.add(name);
    const id = attribute(element, "id");
    if (id) ids.add(id);
    const style = attribute(element, "style");
    if (style) styles.push(style);
  }
  return { classes, ids, styleAttributes: styles.join(";") };
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

/** `/assets/app-Ab12.css` for `css`: the bundler's name with a hash of the new content. */
function renamed(href: string, css: string) {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  return join(dirname(href), `app-${hash}.css`);
}

/**
 * Replaces the full stylesheet the pages' islands' runtime links with `lateStylesheet`'s cut
 * of it (ADR 026), under a name of its own, and points every page to it. The bundler's file
 * goes: no page names it any more.
 */
export function writeLateStylesheet(dir: string) {
  const pages = htmlFiles(dir).map((name) => {
    const path = join(dir, name);
    const html = readFileSync(path, "utf8");
    return { path, html, sheet: runtimeMeta(parseHtml(html)).stylesheet };
  });
  for (const href of new Set(pages.map(({ sheet }) => sheet))) {
    if (!href) continue;
    const css = lateStylesheet(readFileSync(join(dir, href), "utf8"));
    const late = renamed(href, css);
    writeFileSync(join(dir, late), css);
    rmSync(join(dir, href));
    for (const { path, html, sheet } of pages)
      if (sheet === href)
        writeFileSync(
          path,
          html.replaceAll(
            `${STYLESHEET_ATTRIBUTE}="${href}"`,
            `${STYLESHEET_ATTRIBUTE}="${late}"`,
          ),
        );
  }
}
