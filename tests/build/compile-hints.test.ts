// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const assets = join(process.cwd(), "build/client/assets");
const hint = "//# allFunctionsCalledOnLoad";

const scripts = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, lines: readFileSync(join(assets, name), "utf8").split("\n") }));
// React Router writes its route manifest itself: data, no function to compile.
const isManifest = (name: string) => name.startsWith("manifest-");

// vite.config.ts: V8 compiles the functions that follow this comment off the main thread.
describe("script chunks", () => {
  it("are there to check", () => {
    expect(scripts.filter(({ name }) => !isManifest(name)).length).toBeGreaterThan(1);
  });

  it.each(scripts.filter(({ name }) => !isManifest(name)))(
    "$name opens with V8's compile hint",
    ({ lines }) => {
      // Vite puts its table of lazy chunks' dependencies above any banner.
      const [first, second] = lines;
      const opening = first?.startsWith("const __vite__mapDeps=") ? second : first;
      expect(opening).toBe(hint);
    },
  );

  it.each(scripts.filter(({ name }) => isManifest(name)))(
    "$name defines no function, so needs no hint",
    ({ lines }) => {
      expect(lines.join("\n")).not.toMatch(/function|=>/);
    },
  );
});
