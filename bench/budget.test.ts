// Reads the production build, so `npm test` runs it after `npm run build`.
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "~/content/pages";
import { measureInitialBytes } from "./lib/initial-bytes";

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
