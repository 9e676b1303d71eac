import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { vectorArtwork } from "./artwork";

const root = new URL("../../", import.meta.url);

it.each([...vectorArtwork()])(
  "%s is up to date with the content and the generator",
  (path, svg) => {
    // Fails when content or art code changed without `npx tsx scripts/art/generate-art.ts`.
    expect(readFileSync(new URL(path, root), "utf8")).toBe(svg);
  },
);
