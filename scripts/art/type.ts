import {
  Path,
  type Font,
  type Glyph,
  type PathCommand,
} from "opentype.js/dist/opentype.mjs";
import { readFontsource } from "../fonts/fontsource";
import { blockHeight, fitLines, type Box, type Measure } from "./fit";
import { compactPathData } from "./path-data";

/** A font plus the metrics the layouts need. */
export type Face = {
  font: Font;
  /** Cap height per unit of size. */
  cap: number;
  /** Kerning between two glyphs, in font units. */
  kern: (left: Glyph, right: Glyph) => number;
};

function load(file: string): Face {
  const font = readFontsource(file);
  const lookups = font.position.getKerningTables("latn");
  return {
    font,
    cap: font.tables.os2.sCapHeight / font.unitsPerEm,
    kern: lookups
      ? (left, right) =>
          font.position.getKerningValue(lookups, left.index, right.index)
      : (left, right) => font.getKerningValue(left, right),
  };
}

/** The site's own faces (the same @fontsource files it self-hosts), read as outlines. */
export const faces = {
  display: load("anton/files/anton-latin-400-normal.woff"),
  text: load("inter/files/inter-latin-500-normal.woff"),
  heavy: load("inter/files/inter-latin-800-normal.woff"),
};

/** Extra space between letters, in em. */
type Tracking = { tracking?: number };
export type Align = "start" | "middle" | "end";

/** How much of the spare room goes before the text for each alignment. */
const share: Record<Align, number> = { start: 0, middle: 0.5, end: 1 };

/**
 * Sets `text` glyph by glyph with kerning and tracking, calling `place` with each glyph and
 * its offset, and returns the run's width. Done here rather than by opentype.js's own layout,
 * whose contextual substitution step throws on Inter.
 */
function run(
  face: Face,
  text: string,
  size: number,
  tracking: number,
  place?: (glyph: Glyph, offset: number) => void,
) {
  const scale = size / face.font.unitsPerEm;
  const glyphs = Array.from(text, (char) => face.font.charToGlyph(char));
  let offset = 0;
  glyphs.forEach((glyph, index) => {
    place?.(glyph, offset);
    const next = glyphs[index + 1];
    if (next)
      offset +=
        (glyph.advanceWidth + face.kern(glyph, next)) * scale + tracking * size;
    else offset += glyph.advanceWidth * scale;
  });
  return offset;
}

/** Advance width of `text` at `size`. */
export function widthOf(
  face: Face,
  text: string,
  size: number,
  { tracking = 0 }: Tracking = {},
) {
  return run(face, text, size, tracking);
}

/** Outline of one line of text; `x` is the anchor `align` refers to and `y` the baseline. */
export function outline(
  face: Face,
  text: string,
  {
    x,
    y,
    size,
    align = "start",
    tracking = 0,
  }: { x: number; y: number; size: number; align?: Align } & Tracking,
): Path {
  const start = x - share[align] * widthOf(face, text, size, { tracking });
  const path = new Path();
  run(face, text, size, tracking, (glyph, offset) =>
    path.extend(glyph.getPath(start + offset, y, size)),
  );
  return path;
}

/** Compact SVG path data; large type needs no sub-unit precision, small type keeps a tenth. */
export const pathData = (path: Path, size: number) =>
  compactPathData(path.commands, size >= 12 ? 0 : 1);

/** Path data for one line of text; see `outline`. */
export function line(...args: Parameters<typeof outline>): string {
  return pathData(outline(...args), args[2].size);
}

/** How `face` stacks lines: cap-height lines, `leading` em apart. */
export function measureOf(
  face: Face,
  leading: number,
  { tracking = 0 }: Tracking = {},
): Measure {
  return {
    width: (text) => widthOf(face, text, 1, { tracking }),
    cap: face.cap,
    leading,
  };
}

/**
 * Sets `text` as large as it fits in `box` (see fitLines), as one path data string, placed
 * inside the box by `align` (horizontally) and `valign` (vertically).
 */
export function fitted(
  face: Face,
  text: string,
  box: Box,
  {
    align = "middle",
    valign = "middle",
    leading = 0.18,
    maxLines,
    maxSize,
    tracking = 0,
  }: {
    align?: Align;
    valign?: Align;
    leading?: number;
    maxLines?: number;
    maxSize?: number;
  } & Tracking = {},
) {
  const measure = measureOf(face, leading, { tracking });
  const { lines, size } = fitLines(text, box, measure, { maxLines, maxSize });
  const spare = box.height - blockHeight(measure, lines.length, size);
  const top = box.y + share[valign] * spare;
  const x = box.x + share[align] * box.width;
  const d = lines
    .map((text, index) =>
      line(face, text, {
        x,
        y: top + size * (face.cap * (index + 1) + leading * index),
        size,
        align,
        tracking,
      }),
    )
    .join("");
  return { d, size, lines };
}

/**
 * Outline of `text` running clockwise around a circle of `radius` centred on (cx, cy), with the
 * letters' baseline on the circle, starting at `start` degrees (0 = top).
 */
export function around(
  face: Face,
  text: string,
  {
    cx,
    cy,
    radius,
    size,
    start = 0,
    tracking = 0,
  }: {
    cx: number;
    cy: number;
    radius: number;
    size: number;
    start?: number;
  } & Tracking,
) {
  let at = (start * Math.PI) / 180;
  const parts: string[] = [];
  for (const letter of text) {
    const advance = widthOf(face, letter, size) + tracking * size;
    const glyph = outline(face, letter, {
      x: 0,
      y: -radius,
      size,
      align: "middle",
    });
    const mid = at + advance / 2 / radius;
    const cos = Math.cos(mid);
    const sin = Math.sin(mid);
    glyph.commands = glyph.commands.map((command) =>
      mapPoints(command, (x, y) => [
        cx + x * cos - y * sin,
        cy + x * sin + y * cos,
      ]),
    );
    parts.push(pathData(glyph, size));
    at += advance / radius;
  }
  return parts.join("");
}

/** The command with every point (end and control points) passed through `move`. */
function mapPoints(
  command: PathCommand,
  move: (x: number, y: number) => [number, number],
): PathCommand {
  if (command.type === "Z") return command;
  const [x, y] = move(command.x, command.y);
  if (command.type === "M" || command.type === "L")
    return { type: command.type, x, y };
  const [x1, y1] = move(command.x1, command.y1);
  if (command.type === "Q") return { type: "Q", x1, y1, x, y };
  const [x2, y2] = move(command.x2, command.y2);
  return { type: "C", x1, y1, x2, y2, x, y };
}
