// @vitest-environment jsdom
// Reads the production build, so `npm test` runs it after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { prerenderPaths } from "~/content/routes-list";

const client = join(import.meta.dirname, "../../build/client");

/** Every <img> the prerendered pages send, with the attributes that size it. */
function builtImages() {
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort();
  const images = pages.flatMap((page) => {
    const html = readFileSync(join(client, page), "utf8");
    const doc = new DOMParser().parseFromString(html, "text/html");
    return [...doc.querySelectorAll("img")].map((image) => ({
      page,
      src: image.getAttribute("src"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
    }));
  });
  return { pages, images };
}

const isPixelCount = (value: string | null) => /^[1-9]\d*$/.test(value ?? "");

it("gives every image in the build explicit width and height, so nothing shifts as it loads", () => {
  const { pages, images } = builtImages();
  expect(pages, "one page per route plus 404.html").toHaveLength(
    prerenderPaths.length,
  );
  expect(images.length).toBeGreaterThan(0);
  expect(
    images.filter(
      (image) => !isPixelCount(image.width) || !isPixelCount(image.height),
    ),
  ).toEqual([]);
});
