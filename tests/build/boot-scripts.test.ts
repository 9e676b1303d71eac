// Reads the production build, so `npm test` runs it after `npm run build`.
import { describe, expect, it } from "vitest";
import { attribute, elements, rawText } from "../../scripts/build/html";
import { builtPages } from "./built-pages";

// ADR 009: the boot module loads its imports itself, after the document is parsed; hints
// that fetch them at high priority beside the stylesheet and fonts are left out.
describe.each(builtPages())("$page", ({ doc }) => {
  it("hints no module preloads", () => {
    const preloads = elements(doc, "link").filter((link) =>
      attribute(link, "rel")?.split(/\s+/).includes("modulepreload"),
    );
    expect(preloads).toEqual([]);
  });

  it("still boots React Router from a module script that imports the entry", () => {
    const boot = elements(doc, "script").filter(
      (script) => attribute(script, "type") === "module",
    );
    expect(boot).toHaveLength(1);
    const [script] = boot;
    expect(script && rawText(script)).toMatch(
      /import\(".+entry\.client-[^"]+\.js"\)/,
    );
  });
});
