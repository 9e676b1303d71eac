// opentype.js 2 ships no types; these cover the parts the art generator and the font
// subsetter use. Its ES module build is imported by path because the package's main entry
// is a UMD bundle Node cannot read named exports from.
declare module "opentype.js/dist/opentype.mjs" {
  export type PathCommand =
    | { type: "M"; x: number; y: number }
    | { type: "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | {
        type: "C";
        x1: number;
        y1: number;
        x2: number;
        y2: number;
        x: number;
        y: number;
      }
    | { type: "Z" };

  export class Path {
    commands: PathCommand[];
    extend(path: Path): void;
  }

  export interface Glyph {
    index: number;
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }

  /** Opaque handle on a font's GPOS kerning lookups. */
  export type KerningLookups = { readonly __brand: "KerningLookups" };

  export interface Font {
    unitsPerEm: number;
    tables: {
      os2: { sCapHeight: number };
      /** Code point (as a decimal string) to glyph index. */
      cmap: { glyphIndexMap: Record<string, number> };
    };
    charToGlyph(char: string): Glyph;
    /** Kerning from the legacy `kern` table. */
    getKerningValue(left: Glyph, right: Glyph): number;
    position: {
      getKerningTables(script: string): KerningLookups | undefined;
      getKerningValue(
        lookups: KerningLookups,
        left: number,
        right: number,
      ): number;
    };
  }

  export function parse(buffer: ArrayBuffer): Font;
}
