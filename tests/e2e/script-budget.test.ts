import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { dashboardCopy } from "~/content/dashboard";
import { pages } from "~/content/pages";
import { isIslandName, islandCatalog } from "~/islands/catalog";
import { byteBudgets } from "../../bench/targets";
import { expect, gotoHydrated, test } from "./fixtures";

const client = join(import.meta.dirname, "../../build/client");
const gzipSize = (path: string) =>
  gzipSync(readFileSync(join(client, path)), { level: 9 }).length;

/**
 * Whether React wakes on the page by itself: an island that hydrates with React and waits
 * for no interaction (ADR 024). A page without one loads no React until it is touched.
 */
const wakesReact = (islands: string[]) =>
  islands.some(
    (name) =>
      isIslandName(name) &&
      "load" in islandCatalog[name] &&
      ["now", "idle", "visible"].includes(islandCatalog[name].wake),
  );

// ADR 038: what a page costs a visitor who only looks. Deterministic for a given build and
// screen: which islands wake by themselves is fixed, and the test waits for all of them.
for (const { path } of pages) {
  test(`${path}: the scripts it loads before any interaction stay within budget`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const islands = await page
      .locator("[data-island]")
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-island") ?? ""),
      );
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".js")),
    );
    const bytes = [...new Set(scripts)].reduce(
      (sum, script) => sum + gzipSize(script),
      0,
    );
    expect(bytes).toBeLessThanOrEqual(byteBudgets.beforeInteractionJs);
    if (!wakesReact(islands)) {
      expect(
        scripts.filter((script) => /\/react-[^/]*\.js$/.test(script)),
      ).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(byteBudgets.reactFreeJs);
    }
    for (const script of scripts)
      expect(readFileSync(join(client, script), "utf8"), script).not.toContain(
        dashboardCopy.signIn.intro,
      );
    test.info().annotations.push({
      type: "bytes",
      description: `${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
    });
  });
}
