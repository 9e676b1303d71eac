// Reads the production build, so `npm test` runs it after `npm run build`.
import { expect, it } from "vitest";
import { prerenderPaths } from "~/content/pages";
import { attribute, elements } from "../../scripts/build/html.ts";
import { builtPages } from "./built-pages";

/** Every <img> the prerendered pages send, with the attributes that size it. */
function builtImages() {
  const pages = builtPages();
  const images = pages.flatMap(({ page, doc }) =>
    elements(doc, "img").map((image) => ({
      page,
      src: attribute(image, "src"),
      width: attribute(image, "width"),
      height: attribute(image, "height"),
    })),
  );
  return { pages, images };
}

const isPixelCount = (value: string | undefined) =>
  /^[1-9]\d*$/.test(value ?? "");

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
