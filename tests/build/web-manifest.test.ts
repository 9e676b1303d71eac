// Reads the production build, so `npm test` runs it after `npm run build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import {
  attribute,
  elements,
  type HtmlDocument,
} from "../../scripts/build/html";
import { manifestPath } from "../../scripts/build/web-manifest";
import { builtPages } from "./built-pages";

const client = join(import.meta.dirname, "../../build/client");
const manifest = JSON.parse(readFileSync(join(client, manifestPath), "utf8"));
const ink = /--color-ink:\s*(#[0-9a-f]{6});/i.exec(
  readFileSync(join(import.meta.dirname, "../../app/app.css"), "utf8"),
)?.[1];

/** The `attr` of the first `tagName` element whose `key` attribute is `value`. */
function find(
  doc: HtmlDocument,
  tagName: string,
  [key, value]: [string, string],
  attr: string,
) {
  const element = elements(doc, tagName).find(
    (el) => attribute(el, key) === value,
  );
  return element && attribute(element, attr);
}

/** Width, height and whether it has an alpha channel, from a PNG's IHDR chunk. */
function pngHeader(path: string) {
  const bytes = readFileSync(join(client, path));
  expect(bytes.subarray(1, 4).toString(), path).toBe("PNG");
  const colourType = bytes[25] ?? -1;
  return {
    size: `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`,
    alpha: colourType === 4 || colourType === 6,
  };
}

describe("the web app manifest and home-screen icons", () => {
  it.each(builtPages())(
    "$page links the manifest, the touch icon and a raster favicon",
    ({ doc }) => {
      expect(find(doc, "link", ["rel", "manifest"], "href")).toBe(manifestPath);
      // app/content/art.test.ts checks that the file holds these three sizes.
      expect(find(doc, "link", ["rel", "icon"], "href")).toBe("/favicon.ico");
      expect(find(doc, "link", ["rel", "icon"], "sizes")).toBe(
        "16x16 32x32 48x48",
      );
      expect(find(doc, "link", ["rel", "apple-touch-icon"], "href")).toBe(
        "/apple-touch-icon.png",
      );
      expect(find(doc, "meta", ["name", "theme-color"], "content")).toBe(
        manifest.theme_color,
      );
    },
  );

  it("the touch icon is an opaque 180 px PNG, as iOS wants it", () => {
    expect(pngHeader("/apple-touch-icon.png")).toEqual({
      size: "180x180",
      alpha: false,
    });
  });

  it("names the brand in the brand's ink", () => {
    expect(ink).toBeDefined();
    expect(manifest).toMatchObject({
      name: site.brand,
      short_name: site.brand,
      description: site.tagline,
      start_url: "/",
      theme_color: ink,
      background_color: ink,
    });
  });

  it("lists icons that exist at the sizes it declares, 192 and 512 px among them", () => {
    const sizes: string[] = manifest.icons.map(
      (icon: { sizes: string }) => icon.sizes,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as {
      src: string;
      sizes: string;
      type: string;
    }[]) {
      if (icon.type === "image/png")
        expect(pngHeader(icon.src).size).toBe(icon.sizes);
      else
        expect(readFileSync(join(client, icon.src), "utf8")).toMatch(/^<svg /);
    }
  });
});
