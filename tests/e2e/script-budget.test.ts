import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { dashboardCopy } from "~/content/dashboard";
import { pages } from "~/content/pages";
import { byteBudgets } from "../../bench/targets";
import { expect, gotoHydrated, test } from "./fixtures";

const client = join(import.meta.dirname, "../../build/client");
const gzipSize = (path: string) =>
  gzipSync(readFileSync(join(client, path)), { level: 9 }).length;

// ADR 022: what a page costs a visitor who only looks. Deterministic for a given build and
// screen: which islands wake by themselves is fixed, and the test waits for all of them.
for (const { path } of pages) {
  test(`${path}: the scripts it loads before any interaction stay within budget`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    // The chat button's code is prefetched when the page is idle: count it too.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => /\/chat-launcher-[^/]*\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
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
