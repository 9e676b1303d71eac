// docs/islands.md is the one living map of the islands and the first paint: this keeps it
// true to the catalog, the build and the files it names. Reads the production build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ownerPages } from "../../app/content/pages";
import { type IslandName, islandCatalog } from "../../app/islands/catalog";
import { urlPath } from "../../scripts/build/html-files";
import { attribute } from "../../scripts/build/html";
import { notFoundPage, requestPathsOf } from "../../server/site/http-policy";
import { builtPages, islandsOf } from "./built-pages";

const root = join(import.meta.dirname, "../..");
const map = readFileSync(join(root, "docs/islands.md"), "utf8");

/** The body rows of the Markdown table under a `##` heading, as trimmed cells. */
function tableRows(heading: string): string[][] {
  const section = map.split(`## ${heading}\n`)[1]?.split(/\n## /)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

const quoted = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map(([, text = ""]) => text);

const islandRows = tableRows("Which island wakes when").map(
  ([island = "", where = "", wakes = "", code = ""]) => ({
    name: quoted(island)[0] ?? island,
    where,
    wakes,
    code,
  }),
);

const pages = builtPages().map(({ page, doc }) => ({
  routes: requestPathsOf(urlPath(page)),
  islands: new Set(
    islandsOf(doc).map((island) => attribute(island, "data-island")),
  ),
}));
const ownerRoutes: string[] = Object.values(ownerPages).map(
  (page) => page.path,
);
const isOwners = (routes: string[]) =>
  routes.some((route) => ownerRoutes.includes(route));

/** The first route of each built page the map's "where" names. */
function pagesNamed(where: string) {
  const named = pages.filter(({ routes }) => {
    if (where.startsWith("every page")) return true;
    if (where.startsWith("every public page")) return !isOwners(routes);
    if (where.includes("the 404 page")) return routes.includes(notFoundPage);
    return quoted(where).some((route) => routes.includes(route));
  });
  return named.map(({ routes }) => routes[0]).sort();
}

describe("the map of the islands in docs/islands.md", () => {
  it("has one row for each island in the catalog", () => {
    expect(islandRows.map((row) => row.name).sort()).toEqual(
      Object.keys(islandCatalog).sort(),
    );
  });

  it.each(islandRows)(
    "$name: the catalog's trigger and kind of code",
    ({ name, wakes, code }) => {
      const entry = islandCatalog[name as IslandName];
      expect(wakes.split(/[\s:,]/)[0]).toBe(entry.wake);
      expect(code.split(":")[0]).toBe("mount" in entry ? "plain DOM" : "React");
      const screens = "screens" in entry ? entry.screens : undefined;
      expect(wakes.includes("half a screen")).toBe(screens === 0.5);
    },
  );

  it.each(islandRows)(
    "$name: the pages the build gives it",
    ({ name, where }) => {
      const holding = pages
        .filter(({ islands }) => islands.has(name))
        .map(({ routes }) => routes[0])
        .sort();
      // A row that names a condition ("with a YouTube background") holds on the build only
      // where the brand's settings meet it.
      if (where.includes(", with "))
        expect(pagesNamed(where)).toEqual(expect.arrayContaining(holding));
      else expect(holding).toEqual(pagesNamed(where));
    },
  );

  it("names only files that exist", () => {
    const named = [
      ...islandRows.flatMap((row) => quoted(row.code)),
      ...tableRows("The first paint, piece by piece").flatMap(
        ([, , files = "", tests = ""]) => [...quoted(files), ...quoted(tests)],
      ),
    ];
    expect(named.length).toBeGreaterThan(islandRows.length);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
