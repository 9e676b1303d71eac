// subset-font ships no types; this covers the call the font subsetter makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** OpenType feature tags to keep; every feature when left out. */
      keepFeatures?: readonly string[];
      /** Drop the hinting instructions. */
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
