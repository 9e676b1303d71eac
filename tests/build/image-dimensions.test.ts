// @vitest-environment jsdom
// Reads the production build, so `npm test` runs it after `npm run build`.
import { expect, it } from "vitest";
import { prerenderPaths } from "~/content/routes-list";
import { builtPages } from "./built-pages";

/** Every <img> the prerendered pages send, with the attributes that size it. */
function builtImages() {
  const pages = builtPages();
  const images = pages.flatMap(({ page, doc }) =>
    [...doc.querySelectorAll("img")].map((image) => ({
      page,
      src: image.getAttribute("src"),
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
    })),
  );
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
