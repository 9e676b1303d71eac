import { palette } from "./palette";
import { document, el, fill, stroke } from "./svg";
import { faces, fitted, line, widthOf } from "./type";

const { ink, inkLine, paper, accent, blunt, bold } = palette;

/** The wordmark's words and their tones: Blunt cold, the ampersand the accent, Bold hot. */
const wordmark = [
  { text: "BLUNT", color: blunt },
  { text: "&", color: accent },
  { text: "BOLD", color: bold },
] as const;

const space = 0.22;

/** Width of the wordmark set at `size`. */
const wordmarkWidth = (size: number) =>
  wordmark.reduce(
    (sum, word) => sum + widthOf(faces.display, word.text, size),
    0,
  ) +
  space * size * (wordmark.length - 1);

/** The wordmark as paths with its baseline at `y`, starting at `x`; `color` overrides its tones. */
function wordmarkPaths(x: number, y: number, size: number, color?: string) {
  let at = x;
  return wordmark
    .map((word) => {
      const d = line(faces.display, word.text, { x: at, y, size });
      at += widthOf(faces.display, word.text, size) + space * size;
      return fill(d, color ?? word.color);
    })
    .join("");
}

/** The BLUNT & BOLD wordmark, cropped to its letters, for dark backgrounds. */
export function logo() {
  const size = 100;
  const height = Math.ceil(faces.display.cap * size);
  return document(
    { width: Math.ceil(wordmarkWidth(size)), height },
    wordmarkPaths(0, height, size),
  );
}

/**
 * Our own content badge for Bold items, in the spirit of a parental advisory label but not
 * a copy of one: a split box, BOLD large in the black half, the warning in the paper half.
 */
export function advisory() {
  const width = 120;
  const height = 72;
  const split = 60;
  const bold = fitted(
    faces.display,
    "BOLD",
    { x: 8, y: 10, width: split - 14, height: height - 20 },
    { maxLines: 1 },
  );
  const warning = fitted(
    faces.heavy,
    "CONTENT UNFILTERED",
    { x: split + 6, y: 14, width: width - split - 14, height: height - 28 },
    {
      maxLines: 2,
      leading: 0.5,
    },
  );
  return document(
    { width, height },
    el("rect", {
      x: 2,
      y: 2,
      width: width - 4,
      height: height - 4,
      fill: ink,
      stroke: paper,
      "stroke-width": 4,
    }) +
      el("rect", {
        x: split,
        y: 6,
        width: width - split - 6,
        height: height - 12,
        fill: paper,
      }) +
      fill(bold.d, paper) +
      fill(warning.d, ink),
  );
}

/** The B&B monogram in the wordmark's colours, centred in a `box`-sized square. */
function monogram(box: number) {
  const size = (box * 0.72) / widthOf(faces.display, "B&B", 1);
  const x = (box - widthOf(faces.display, "B&B", size)) / 2;
  const y = (box + faces.display.cap * size) / 2;
  const b = widthOf(faces.display, "B", size);
  const amp = widthOf(faces.display, "B&", size);
  return (
    fill(line(faces.display, "B", { x, y, size }), blunt) +
    fill(line(faces.display, "&", { x: x + b, y, size }), accent) +
    fill(line(faces.display, "B", { x: x + amp, y, size }), bold)
  );
}

/** The browser tab icon: the monogram on a rounded ink tile. */
export function favicon() {
  return document(
    { width: 64, height: 64 },
    el("rect", { width: 64, height: 64, rx: 12, fill: ink }) + monogram(64),
  );
}

/** The home-screen icon: full-bleed ink (the platform rounds the corners) with the monogram. */
export function touchIcon() {
  return document(
    { width: 180, height: 180 },
    el("rect", { width: 180, height: 180, fill: ink }) + monogram(180),
  );
}

/** The social share card, 1200 x 630: wordmark, tagline and the two tones side by side. */
export function shareCard() {
  const width = 1200;
  const height = 630;
  const size = 1040 / wordmarkWidth(1);
  const echoSize = 1200 / wordmarkWidth(1);
  const echoStep = faces.display.cap * echoSize * 1.1;
  const echo = [0, 1, 2, 3]
    .map((row) => wordmarkPaths(0, echoStep * (row + 0.55), echoSize, inkLine))
    .join("");
  const tagline = line(faces.display, "A MINDSET YOU CAN WEAR", {
    x: width / 2,
    y: 420,
    size: 54,
    align: "middle",
    tracking: 0.06,
  });
  const tones = (
    text: string,
    x: number,
    align: "start" | "end",
    color: string,
  ) =>
    fill(
      line(faces.display, text, { x, y: 574, size: 26, align, tracking: 0.1 }),
      color,
    );
  return document(
    { width, height },
    el("rect", { width, height, fill: ink }) +
      el("g", { opacity: 0.55 }, echo) +
      wordmarkPaths((width - wordmarkWidth(size)) / 2, 320, size) +
      fill(tagline, paper) +
      el("rect", {
        x: 80,
        y: 520,
        width: width - 160,
        height: 4,
        fill: accent,
      }) +
      tones("BLUNT — WITTY. SARCASTIC.", 80, "start", blunt) +
      tones("BOLD — RAW. UNFILTERED.", width - 80, "end", bold) +
      stroke(`M0 0H${width}V${height}H0Z`, accent, 12),
  );
}
