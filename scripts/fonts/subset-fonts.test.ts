import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { fontFiles } from "./subset-fonts";

const files = await fontFiles();

it("keeps the committed font cuts and fonts.css as npm run fonts makes them", () => {
  expect([...files.keys()].sort()).toEqual([
    "anton-core.woff2",
    "anton-rest.woff2",
    "fonts.css",
    "inter-core.woff2",
    "inter-rest.woff2",
  ]);
  for (const [name, content] of files) {
    const committed = readFileSync(
      new URL(`../../app/assets/fonts/${name}`, import.meta.url),
    );
    expect(committed.equals(Buffer.from(content)), name).toBe(true);
  }
});

it("cuts the preloaded core well under the full Latin files", () => {
  const size = (name: string) => Buffer.byteLength(files.get(name) ?? "");
  // The @fontsource Latin files: Anton 18.6 KB, Inter 23.7 KB.
  expect(size("anton-core.woff2")).toBeLessThan(5_500);
  expect(size("inter-core.woff2")).toBeLessThan(9_000);
});
