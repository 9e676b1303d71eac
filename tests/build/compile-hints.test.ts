// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileHint } from "../../scripts/build/compile-hint";

const assets = join(process.cwd(), "build/client/assets");
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({
    name,
    lines: readFileSync(join(assets, name), "utf8").split("\n"),
  }));
// React Router writes its route manifest itself: data, no function to compile.
const isManifest = ({ name }: { name: string }) => name.startsWith("manifest-");
const chunks = scripts.filter((script) => !isManifest(script));
const manifests = scripts.filter(isManifest);

describe("script chunks", () => {
  it("are there to check", () => {
    expect(chunks.length).toBeGreaterThan(1);
  });

  it.each(chunks)("$name opens with V8's compile hint", ({ lines }) => {
    // Vite puts its table of lazy chunks' dependencies above any banner.
    const [first, second] = lines;
    const opening = first?.startsWith("const __vite__mapDeps=")
      ? second
      : first;
    expect(opening).toBe(compileHint);
  });

  it.each(manifests)(
    "$name defines no function, so needs no hint",
    ({ lines }) => {
      expect(lines.join("\n")).not.toMatch(/function|=>/);
    },
  );
});
