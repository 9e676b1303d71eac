// Reads the production build, so `npm test` runs it after `npm run build`.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/content/pages";
import { isIslandName, reactIslandNames } from "../../app/islands/catalog";
import { HYDRATES_ATTRIBUTE } from "../../app/islands/markup";
import { speculationRules } from "../../app/lib/speculation-rules";
import { withStaticImports } from "../../bench/lib/initial-bytes";
import { attribute, elements, rawText } from "../../scripts/build/html";
import { reachableScripts } from "../../scripts/build/unused-scripts";
import { runtimeMeta } from "../../scripts/build/runtime-meta";
import { builtPages, islandsOf } from "./built-pages";

// ADR 038: the browser gets the islands' runtime and the islands' code, never the router.
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

  it("leave out the bundler's manifest, which the build reads and no visitor needs", () => {
    expect(existsSync(join(client, ".vite"))).toBe(false);
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
    // In one chunk (the `runtime-shared` group in vite.config.ts), which a module the
    // runtime comes to share with the islands joins: one preload, not one per module.
    expect(imports.length).toBeLessThanOrEqual(1);
    const islands = islandsOf(doc);
    for (const island of islands) {
      expect(isIslandName(attribute(island, "data-island"))).toBe(true);
      expect(attribute(island, "class")).toBe("contents");
    }
    const ids = islands.map((island) => attribute(island, "data-id"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks its React islands, and names React and the hydration code for a tap on one to preload, less the runtime's imports", () => {
    const islands = islandsOf(doc);
    const hydrating = islands.filter((island) =>
      reactIslandNames().some(
        (name) => name === attribute(island, "data-island"),
      ),
    );
    for (const island of islands)
      expect(attribute(island, HYDRATES_ATTRIBUTE) !== undefined).toBe(
        hydrating.includes(island),
      );
    const { imports, reactImports } = runtimeMeta(doc);
    if (hydrating.length === 0) {
      expect(reactImports).toEqual([]);
      return;
    }
    const [hydration = ""] = reactImports;
    expect(hydration).toMatch(/^\/assets\/hydrate-[\w-]+\.js$/);
    expect(
      reactImports.some((url) => /^\/assets\/react-[\w-]+\.js$/.test(url)),
    ).toBe(true);
    expect(new Set(reactImports)).toEqual(
      new Set(
        withStaticImports(client, [hydration]).filter(
          (script) => !imports.includes(script),
        ),
      ),
    );
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
