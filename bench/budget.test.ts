// Reads the production build, so `npm test` runs it after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { dashboardCopy } from "~/content/dashboard";
import { ownerPages, prerenderPaths } from "~/content/pages";
import {
  htmlFileFor,
  measureInitialBytes,
  withStaticImports,
} from "./lib/initial-bytes";
import { byteBudgets, isOwnerPath } from "./targets";

const measured = new Map(
  measureInitialBytes("build/client", prerenderPaths).map((route) => [
    route.path,
    route,
  ]),
);

describe.each(prerenderPaths)("byte budget of %s", (path) => {
  const route = measured.get(path);
  if (!route) throw new Error(`${path} was not measured`);

  it("loads its initial JavaScript within budget", () => {
    expect(route.scripts.length).toBeGreaterThan(0);
    expect(route.jsGzip).toBeLessThanOrEqual(route.jsBudget);
  });

  it("carries or links the CSS its first paint waits for within budget", () => {
    expect(route.cssGzip).toBeGreaterThan(0);
    expect(route.cssGzip).toBeLessThanOrEqual(route.cssBudget);
  });

  it("names a full stylesheet, which its first island waits for, within budget", () => {
    expect(route.bootCssGzip).toBeGreaterThan(0);
    expect(route.bootCssGzip).toBeLessThanOrEqual(route.cssBudget);
  });
});

describe("the owners' dashboard code", () => {
  const client = "build/client";
  const assets = join(client, "assets");
  const read = (file: string) => readFileSync(join(client, file), "utf8");
  // Text only the dashboard shows: a script holding it carries the dashboard.
  const marker = dashboardCopy.signIn.intro;
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => `/assets/${file}`);
  const dashboard = scripts.filter((script) => read(script).includes(marker));
  // Loaded on demand by the dashboard's chart, by name.
  const chart = scripts.filter((script) => /\/uPlot[\w.-]*\.js$/.test(script));
  // React comes with any island; the dashboard's own code is the rest.
  const react = scripts.filter((script) => /\/react-[\w-]+\.js$/.test(script));

  it("is in chunks no public page loads before it holds the dashboard island", () => {
    expect(dashboard.length).toBeGreaterThan(0);
    expect(chart).toHaveLength(1);
    for (const path of prerenderPaths.filter((path) => !isOwnerPath(path))) {
      const route = measured.get(path);
      for (const script of route?.scripts ?? []) {
        expect(read(script), script).not.toContain(marker);
        expect(script).not.toContain("uPlot");
      }
      expect(read(htmlFileFor(path))).not.toContain('data-island="dashboard"');
    }
    for (const path of Object.values(ownerPages).map((page) => page.path))
      expect(read(htmlFileFor(path))).toContain('data-island="dashboard"');
  });

  it("stays within its budget, chart library included", () => {
    const own = withStaticImports(client, dashboard).filter(
      (script) => !react.includes(script),
    );
    const bytes = [...new Set([...own, ...chart])]
      .map(
        (file) =>
          gzipSync(readFileSync(join(client, file)), { level: 9 }).length,
      )
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(byteBudgets.ownerJs);
  });
});
