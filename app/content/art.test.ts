// @vitest-environment jsdom
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { artSize, type ArtKind } from "./art-sizes";
import { collectionGroups } from "./collection-groups";
import { newsArticles } from "./news";
import { posts } from "./posts";
import { upcomingCollections } from "./upcoming-collections";

// A path, not a URL: under jsdom, URLs built from import.meta.url are not file URLs.
const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path));
/** Generated SVGs stay small enough to inline or fetch without thought. */
const svgBudget = 16 * 1024;

const entries: { kind: ArtKind; id: string | number }[] = [
  ...collectionGroups.flatMap((group) =>
    group.items.map((item) => ({ kind: "collections" as const, id: item.id })),
  ),
  ...upcomingCollections.map((card) => ({
    kind: "upcoming" as const,
    id: card.id,
  })),
  ...newsArticles.map((article) => ({ kind: "news" as const, id: article.id })),
  ...posts.map((post) => ({ kind: "blog" as const, id: post.id })),
];

/** Parses `path` strictly as XML and returns its root element. */
function parseSvg(path: string) {
  const source = read(path).toString("utf8");
  const doc = new DOMParser().parseFromString(source, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return { root: doc.documentElement, bytes: Buffer.byteLength(source) };
}

/** Asserts what every generated SVG promises, and returns its declared size. */
function expectSelfContainedSvg(path: string) {
  const { root: svg, bytes } = parseSvg(path);
  expect(svg.tagName).toBe("svg");
  expect(svg.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
  const width = Number(svg.getAttribute("width"));
  const height = Number(svg.getAttribute("height"));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(svg.getAttribute("viewBox")).toBe(`0 0 ${width} ${height}`);
  // An SVG shown through <img> cannot load fonts or other files: text must be outlines.
  expect(svg.getElementsByTagName("text")).toHaveLength(0);
  for (const element of svg.querySelectorAll(
    "[href], [fill^='url'], [stroke^='url']",
  )) {
    const reference =
      element.getAttribute("href") ?? element.getAttribute("fill") ?? "";
    expect(reference).toMatch(/^(#|url\(#)/);
  }
  expect(bytes).toBeLessThan(svgBudget);
  return { width, height };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: Buffer) {
  expect(file.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe.each(entries)("$kind artwork for $id", ({ kind, id }) => {
  const path = `app/assets/art/${kind}/${id}.svg`;

  it("exists", () => {
    expect(existsSync(join(root, path))).toBe(true);
  });

  it("is a self-contained SVG of the size its kind declares", () => {
    expect(expectSelfContainedSvg(path)).toEqual(artSize[kind]);
  });
});

describe("brand artwork", () => {
  it.each([
    ["app/assets/art/advisory.svg", { width: 120, height: 72 }],
    ["public/favicon.svg", { width: 64, height: 64 }],
  ])("%s is a self-contained SVG of its fixed size", (path, size) => {
    expect(expectSelfContainedSvg(path)).toEqual(size);
  });

  it("has a self-contained, wide logo", () => {
    const { width, height } = expectSelfContainedSvg(
      "app/assets/brand/logo.svg",
    );
    expect(width / height).toBeGreaterThan(4);
  });

  it("has a 1200 x 630 share image", () => {
    expect(pngSize(read("public/og-image.png"))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it("has a 180 x 180 Apple touch icon", () => {
    expect(pngSize(read("public/apple-touch-icon.png"))).toEqual({
      width: 180,
      height: 180,
    });
  });

  it("has a favicon.ico holding 16, 32 and 48 pixel PNGs", () => {
    const file = read("public/favicon.ico");
    const count = file.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const png = file.subarray(file.readUInt32LE(entry + 12));
      expect(pngSize(png)).toEqual({
        width: file[entry],
        height: file[entry + 1],
      });
      return file[entry];
    });
    expect(sizes).toEqual([16, 32, 48]);
  });
});
