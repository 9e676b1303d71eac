// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attribute, elements, rawText } from "../../scripts/build/html";
import { builtPages } from "./built-pages";

// ADR 011: every page carries the whole stylesheet inline and links none, and the browser
// bundle does not carry it a second time.
const pages = builtPages();
const stylesheetOf = (doc: (typeof pages)[number]["doc"]) =>
  elements(doc, "style").map(rawText);

describe.each(pages)("$page", ({ doc }) => {
  it("carries the stylesheet inline, once, and links no stylesheet", () => {
    const [stylesheet, ...more] = stylesheetOf(doc);
    expect(more).toEqual([]);
    expect(stylesheet).toMatch(/@font-face/);
    const linked = elements(doc, "link").filter((link) =>
      attribute(link, "rel")?.split(/\s+/).includes("stylesheet"),
    );
    expect(linked).toEqual([]);
  });
});

describe("the inline stylesheet", () => {
  const [first] = pages;
  const stylesheet = first ? (stylesheetOf(first.doc)[0] ?? "") : "";

  it("is the same on every page, so one CSP hash covers it", () => {
    for (const { doc } of pages) expect(stylesheetOf(doc)).toEqual([stylesheet]);
  });

  it("is not in any script the browser downloads", () => {
    const assets = join(import.meta.dirname, "../../build/client/assets");
    // The longest run with nothing a JavaScript string would escape: were the stylesheet
    // bundled, this run would be in the bundle byte for byte.
    const [sample = ""] = stylesheet
      .split(/[\\"'\n]/)
      .sort((a, b) => b.length - a.length);
    expect(sample.length).toBeGreaterThan(200);
    const carriers = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .filter((name) => readFileSync(join(assets, name), "utf8").includes(sample));
    expect(carriers).toEqual([]);
  });
});
