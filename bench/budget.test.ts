// Reads the production build, so `npm test` runs it after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { dashboardCopy } from "~/content/dashboard";
import { ownerPages, prerenderPaths } from "~/content/pages";
import { measureInitialBytes } from "./lib/initial-bytes";
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

  it("loads its full stylesheet, which hydration waits for, within budget", () => {
    expect(route.bootCssGzip).toBeGreaterThan(0);
    expect(route.bootCssGzip).toBeLessThanOrEqual(route.cssBudget);
  });
});

describe("the owners' dashboard code", () => {
  const client = "build/client";
  const read = (file: string) => readFileSync(join(client, file), "utf8");
  // Text only the dashboard shows: a public script holding it carries the dashboard.
  const marker = dashboardCopy.signIn.intro;
  const publicScripts = new Set(
    prerenderPaths
      .filter((path) => !isOwnerPath(path))
      .flatMap((path) => measured.get(path)?.scripts ?? []),
  );
  const ownerScripts = (
    measured.get(ownerPages.dashboard.path)?.scripts ?? []
  ).filter((script) => !publicScripts.has(script));
  // Loaded on demand by the dashboard's chart, by name: no page imports it up front.
  const chart = readdirSync(join(client, "assets")).filter((file) =>
    /^uPlot[\w.-]*\.js$/.test(file),
  );

  it("is loaded by no public page", () => {
    expect(ownerScripts.some((script) => read(script).includes(marker))).toBe(
      true,
    );
    for (const script of publicScripts)
      expect(read(script), script).not.toContain(marker);
    expect(chart).toHaveLength(1);
    for (const script of publicScripts) expect(script).not.toContain("uPlot");
  });

  it("stays within its budget, chart library included", () => {
    const bytes = [...ownerScripts, ...chart.map((file) => `/assets/${file}`)]
      .map(
        (file) =>
          gzipSync(readFileSync(join(client, file)), { level: 9 }).length,
      )
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(byteBudgets.ownerJs);
  });
});
