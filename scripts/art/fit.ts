/** A rectangle in artwork coordinates. */
export type Box = { x: number; y: number; width: number; height: number };

/** How a block of stacked lines is measured: widths at size 1, heights as fractions of the size. */
export type Measure = {
  /** Advance width of `text` set at size 1. */
  width: (text: string) => number;
  /** Height of one line (the face's cap height) per unit of size. */
  cap: number;
  /** Gap between lines per unit of size. */
  leading: number;
};

/** Lines to set and the size that makes them fill the box. */
export type Fit = { lines: string[]; size: number };

/** Every way to cut `words` into `count` non-empty lines, keeping their order. */
function splits(words: readonly string[], count: number): string[][] {
  if (count === 1) return [[words.join(" ")]];
  const result: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut++)
    for (const rest of splits(words.slice(cut), count - 1))
      result.push([words.slice(0, cut).join(" "), ...rest]);
  return result;
}

/** Height of `count` stacked lines at `size`. */
export function blockHeight(measure: Measure, count: number, size: number) {
  return size * (count * measure.cap + (count - 1) * measure.leading);
}

/**
 * Breaks `text` into the lines that can be set largest inside `box` (never above `maxSize`):
 * a poster stack when words are short, one line when the box is wide. Ties keep fewer lines.
 */
export function fitLines(
  text: string,
  box: Pick<Box, "width" | "height">,
  measure: Measure,
  { maxLines = 4, maxSize = Infinity } = {},
): Fit {
  const words = text.split(/\s+/).filter(Boolean);
  let best: Fit = { lines: [], size: 0 };
  for (let count = 1; count <= Math.min(maxLines, words.length); count++) {
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map(measure.width));
      const size = Math.min(
        maxSize,
        box.width / widest,
        box.height / blockHeight(measure, count, 1),
      );
      if (size > best.size + 1e-9) best = { lines, size };
    }
  }
  return best;
}
