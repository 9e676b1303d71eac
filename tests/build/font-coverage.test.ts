// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codePointsIn, codePointsOf } from "../../scripts/fonts/unicode-ranges";
import {
  attribute,
  elements,
  firstElement,
  visibleText,
} from "../../scripts/build/html.ts";
import { builtPages } from "./built-pages";

const fontsCss = readFileSync(
  join(import.meta.dirname, "../../app/assets/fonts/fonts.css"),
  "utf8",
);

/** Each family's cuts as written by scripts/fonts/subset-fonts.ts: core first, then rest. */
function cutsByFamily() {
  const cuts = new Map<string, Set<number>[]>();
  for (const [, body = ""] of fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*"([^"]+)"/.exec(body)?.[1];
    const range = /unicode-range:([^;]+);/.exec(body)?.[1];
    if (!family || !range) throw new Error(`Incomplete @font-face: ${body}`);
    cuts.set(family, [...(cuts.get(family) ?? []), codePointsIn(range)]);
  }
  return cuts;
}

// Every string a content module exports, including chat replies no page prerenders. The
// owner's dashboard and the launch mail it edits (HTML source, template fields) draw signs
// that only the rest cut has: the dashboard fetches it, and no visitor's page waits for it.
const contentModules = import.meta.glob<Record<string, unknown>>(
  [
    "../../app/content/*.ts",
    "!../../app/content/*.test.ts",
    "!../../app/content/dashboard.ts",
    "!../../app/content/launch-mail.ts",
  ],
  { eager: true },
);

// A `{place}` in copy is filled in by the server and never drawn.
const serverField = /\{\w+\}/g;

// The chat's keywords are matched against what visitors type and never drawn by the site.
const neverDrawn = new Set(["keywords"]);

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value.replace(serverField, "")];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !neverDrawn.has(key))
      .flatMap(([, field]) => stringsIn(field));
  return [];
}

/** The text of every prerendered page, with the attribute text a browser shows or reads. */
function pageText() {
  return builtPages().map(({ doc }) => {
    const attributes = elements(doc).map(
      (element) =>
        `${attribute(element, "alt") ?? ""}${attribute(element, "placeholder") ?? ""}`,
    );
    return `${visibleText(firstElement(doc, "title"))}${visibleText(firstElement(doc, "body"))}${attributes.join("")}`;
  });
}

// Emoji come from the system's colour font by design; line breaks and tabs are never drawn.
const undrawn = /\p{Emoji_Presentation}|\uFE0F|\u200D|[\n\r\t]/u;

const usedCharacters = [
  ...new Set(
    [...pageText(), ...Object.values(contentModules).flatMap(stringsIn)]
      .join("")
      .replace(new RegExp(undrawn.source, "gu"), ""),
  ),
].sort();

describe("the preloaded core font cuts", () => {
  it("reads real copy from the build and the content modules", () => {
    expect(usedCharacters).toEqual(expect.arrayContaining(["A", "z", "©"]));
  });

  describe.each([...cutsByFamily()])("%s", (_family, [core, rest]) => {
    it("draw every character the site's copy uses", () => {
      const cutWith = (char: string) => {
        const points = codePointsOf(char);
        if (points.every((point) => core?.has(point))) return "core";
        return points.every((point) => core?.has(point) || rest?.has(point))
          ? "rest"
          : "none";
      };
      // A character only the rest cut has would make a page fetch a second file before
      // its text settles: add it to coreCharacters in scripts/fonts/subset-fonts.ts.
      expect(usedCharacters.filter((char) => cutWith(char) === "rest")).toEqual(
        [],
      );
      // One neither cut has comes from whatever font the device has, in that font's look:
      // draw it as an icon (app/components/ui/icons.tsx).
      expect(usedCharacters.filter((char) => cutWith(char) === "none")).toEqual(
        [],
      );
      expect(core?.size).toBeGreaterThan(85);
    });
  });
});
