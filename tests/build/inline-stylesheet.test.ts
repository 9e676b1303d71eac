// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import {
  type HtmlDocument,
  attribute,
  elements,
  rawText,
} from "../../scripts/build/html";
import { runtimeMeta } from "../../scripts/build/runtime-meta";
import { builtPages } from "./built-pages";

// ADR 011 and 015: every page carries its cut of the stylesheet inline and links none of
// its own; the islands' runtime links the full stylesheet its `<meta>` names, and no script
// carries it again.
const client = join(import.meta.dirname, "../../build/client");
const pages = builtPages();
const stylesheetOf = (doc: HtmlDocument) => elements(doc, "style").map(rawText);
const isStylesheet = (link: Parameters<typeof attribute>[0]) =>
  attribute(link, "rel")?.split(/\s+/).includes("stylesheet");
/** The full stylesheet's address, as the page's islands' runtime `<meta>` names it. */
const namedSheet = (doc: HtmlDocument) => runtimeMeta(doc).stylesheet;
/**
 * Each rule as what a sheet would apply: its selector with the at-rules around it, and its
 * declarations, custom properties apart (the cut leaves out those nothing reads).
 */
const rulesOf = (css: string) => {
  const rules: { where: string; declarations: string[]; custom: string[] }[] =
    [];
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (
      let parent = rule.parent;
      parent && parent.type === "atrule";
      parent = parent.parent
    )
      context.unshift(
        `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`,
      );
    const declarations: string[] = [];
    const custom: string[] = [];
    rule.each((node) => {
      if (node.type !== "decl") return;
      (node.prop.startsWith("--") ? custom : declarations).push(
        node.toString(),
      );
    });
    rules.push({
      where: `${context.join(" ")} ${rule.selector}`,
      declarations,
      custom,
    });
  });
  return rules;
};

const [first] = pages;
const fullHref = first && namedSheet(first.doc);
const fullSheet = readFileSync(join(client, fullHref ?? "missing.css"), "utf8");

/** The font faces and `@property` registrations of a sheet, as written. */
const facesAndRegistrations = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkAtRules(/^(font-face|property)$/, (rule) => {
    found.push(rule.toString());
  });
  return found;
};
const firstFaces = facesAndRegistrations(
  (first && stylesheetOf(first.doc)[0]) ?? "",
);

// ADR 026: the full sheet arrives after the first paint; a face or registration of its own
// would make the browser lay the whole page out again.
it("leaves every font face and registration to the pages' inline sheets", () => {
  expect(facesAndRegistrations(fullSheet)).toEqual([]);
  expect(
    firstFaces.filter((rule) => rule.startsWith("@font-face")),
  ).not.toEqual([]);
  expect(firstFaces.filter((rule) => rule.startsWith("@property"))).not.toEqual(
    [],
  );
});

describe.each(pages)("$page", ({ doc }) => {
  it("carries one inline stylesheet, a cut of the full one, and links none of its own", () => {
    const [stylesheet = "", ...more] = stylesheetOf(doc);
    expect(more).toEqual([]);
    expect(stylesheet).toMatch(/@font-face/);
    expect(stylesheet.length).toBeLessThan(fullSheet.length);
    // Every rule of the cut is one of the full sheet's, with the same declarations, less
    // custom properties at most.
    const fullRules = rulesOf(fullSheet);
    const inFullSheet = (rule: (typeof fullRules)[number]) =>
      fullRules.some(
        (full) =>
          full.where === rule.where &&
          full.declarations.join(";") === rule.declarations.join(";") &&
          rule.custom.every((declaration) => full.custom.includes(declaration)),
      );
    expect(
      rulesOf(stylesheet)
        .filter((rule) => !inFullSheet(rule))
        .map((rule) => rule.where),
    ).toEqual([]);
    expect(elements(doc, "link").filter(isStylesheet)).toEqual([]);
  });

  it("carries the same font faces and registrations as every other page", () => {
    expect(facesAndRegistrations(stylesheetOf(doc)[0] ?? "")).toEqual(
      firstFaces,
    );
  });

  it("names the full stylesheet for its islands to wait on", () => {
    expect(fullHref).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    expect(namedSheet(doc)).toBe(fullHref);
  });

  it("carries a stylesheet that no script the browser downloads repeats", () => {
    const assets = join(client, "assets");
    // The longest run with nothing a JavaScript string would escape: were the stylesheet
    // bundled, this run would be in the bundle byte for byte.
    const [sample = ""] = (stylesheetOf(doc)[0] ?? "")
      .split(/[\\"'\n]/)
      .sort((a, b) => b.length - a.length);
    expect(sample.length).toBeGreaterThan(200);
    const carriers = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .filter((name) =>
        readFileSync(join(assets, name), "utf8").includes(sample),
      );
    expect(carriers).toEqual([]);
  });
});
