import { describe, expect, it } from "vitest";
import { withLowModulePreloadPriority } from "./module-preload-priority.mjs";

describe("withLowModulePreloadPriority", () => {
  it("lowers every module preload and leaves other links alone", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
      '<link rel="modulepreload" href="/b.js"/><link rel="preload" as="font" href="/f.woff2"/>';
    expect(withLowModulePreloadPriority(html)).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/><link rel="preload" as="font" href="/f.woff2"/>',
    );
  });

  it("keeps a priority that is already set, so running twice changes nothing", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/a.js"/>';
    expect(withLowModulePreloadPriority(html)).toBe(html);
    const once = withLowModulePreloadPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(withLowModulePreloadPriority(once)).toBe(once);
  });
});
