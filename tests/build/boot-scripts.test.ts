// Reads the production build, so `npm test` runs it after `npm run build`.
import { describe, expect, it } from "vitest";
import { BOOT_TEMPLATE_ID } from "../../app/lib/boot-code";
import {
  type HtmlElement,
  attribute,
  elements,
  rawText,
} from "../../scripts/build/html";
import { builtPages } from "./built-pages";

const isModule = (script: HtmlElement) =>
  attribute(script, "type") === "module";

describe.each(builtPages())("$page", ({ doc }) => {
  // ADR 009: the boot module loads its imports itself; hints that fetch them at high priority
  // beside the stylesheet and fonts are left out.
  it("hints no module preloads", () => {
    const preloads = elements(doc, "link").filter((link) =>
      attribute(link, "rel")?.split(/\s+/).includes("modulepreload"),
    );
    expect(preloads).toEqual([]);
  });

  // ADR 014: the boot module waits in an inert template until the page has loaded and painted.
  it("parks React Router's boot module, which imports the entry, in the boot template", () => {
    const templates = elements(doc, "template").filter(
      (template) => attribute(template, "id") === BOOT_TEMPLATE_ID,
    );
    expect(templates).toHaveLength(1);
    const [template] = templates;
    const parked = template ? elements(template, "script") : [];
    expect(parked).toHaveLength(1);
    const [script] = parked;
    expect(script && isModule(script)).toBe(true);
    expect(script && rawText(script)).toMatch(
      /import\(".+entry\.client-[^"]+\.js"\)/,
    );
    // Nowhere else: a module script in the page itself would fetch the code during the parse.
    expect(elements(doc, "script").filter(isModule)).toEqual(parked);
  });
});
