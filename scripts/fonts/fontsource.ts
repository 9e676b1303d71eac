import { readFileSync } from "node:fs";
import { parse, type Font } from "opentype.js/dist/opentype.mjs";

/** Path of a file in an installed @fontsource package, e.g. `anton/files/….woff`. */
export function fontsourcePath(file: string): URL {
  return new URL(`../../node_modules/@fontsource/${file}`, import.meta.url);
}

/** Parses a WOFF (opentype.js reads WOFF, not WOFF2) from an installed @fontsource package. */
export function readFontsource(file: string): Font {
  const bytes = readFileSync(fontsourcePath(file));
  return parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}
