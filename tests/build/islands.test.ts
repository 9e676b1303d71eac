// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { isIslandName } from "../../app/islands/catalog";
import { speculationRules } from "../../app/lib/speculation-rules";
import { withStaticImports } from "../../bench/lib/initial-bytes";
import { attribute, elements, rawText } from "../../scripts/build/html";
import { reachableScripts } from "../../scripts/build/unused-scripts";
import { runtimeMeta } from "../../scripts/build/runtime-meta";
import { builtPages } from "./built-pages";

// ADR 022: the browser gets the islands' runtime and the islands' code, never the router.
const client = join(import.meta.dirname, "../../build/client");
const scripts = readdirSync(join(client, "assets")).filter((name) =>
  name.endsWith(".js"),
);
const code = (name: string) =>
  readFileSync(join(client, "assets", name), "utf8");

describe("the built scripts", () => {
  it("are all loadable from some page: the route modules and the router's boot are gone", () => {
    expect(
      scripts.filter((name) => !reachableScripts(client).has(name)),
    ).toEqual([]);
    expect(scripts.some((name) => name.startsWith("entry.client-"))).toBe(true);
    expect(scripts.filter((name) => /^(manifest|root)-/.test(name))).toEqual(
      [],
    );
  });

  it("carry no React Router code and no server renderer", () => {
    // Strings only these packages' own code contains.
    const markers = [
      "__reactRouterContext",
      "You cannot render a <Router> inside another <Router>",
      "renderToString",
    ];
    const carriers = scripts.flatMap((name) =>
      markers
        .filter((marker) => code(name).includes(marker))
        .map((marker) => `${name}: ${marker}`),
    );
    expect(carriers).toEqual([]);
  });
});

describe.each(builtPages())("$page", ({ doc }) => {
  it("loads no script file before its first paint, names the islands' runtime and its imports, and names each island it holds", () => {
    expect(
      elements(doc, "script").filter(
        (script) => attribute(script, "src") !== undefined,
      ),
    ).toEqual([]);
    expect(
      elements(doc, "link").map((link) => attribute(link, "rel")),
    ).not.toContain("modulepreload");
    const { runtime = "", imports } = runtimeMeta(doc);
    expect(runtime).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    // What the inline script preloads as it starts the runtime: all the runtime imports.
    expect(new Set(imports)).toEqual(
      new Set(
        withStaticImports(client, [runtime]).filter(
          (script) => script !== runtime,
        ),
      ),
    );
    const islands = elements(doc).filter(
      (element) => attribute(element, "data-island") !== undefined,
    );
    for (const island of islands) {
      expect(isIslandName(attribute(island, "data-island"))).toBe(true);
      expect(attribute(island, "class")).toBe("contents");
    }
    const ids = islands.map((island) => attribute(island, "data-id"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries the speculation rules, which name only the public pages", () => {
    const rules = elements(doc, "script").filter(
      (script) => attribute(script, "type") === "speculationrules",
    );
    expect(rules.map((script) => JSON.parse(rawText(script)))).toEqual([
      speculationRules,
    ]);
    const named = speculationRules.prefetch.flatMap((rule) =>
      rule.where.or.map((match) => match.href_matches),
    );
    expect(named.sort()).toEqual(pages.map((page) => page.path).sort());
  });
});
