import { artSize } from "../../app/content/art-sizes";
import type { CollectionItem } from "../../app/content/collection-groups";
import { isBoldItem } from "../../app/lib/collection-rules";
import {
  drawGarment,
  type Drawing,
  type Look,
  type PrintArea,
} from "./garments";
import { palette } from "./palette";
import { document, el, fill, rotated, stroke, tiled } from "./svg";
import { faces, fitted, line, type Face } from "./type";

/** The three voices an item can speak in: Bold, Blunt, or the house style for the rest. */
export type Tone = "bold" | "blunt" | "signature";

export function toneOf(item: Pick<CollectionItem, "name">): Tone {
  if (isBoldItem(item)) return "bold";
  return /blunt/i.test(item.name) ? "blunt" : "signature";
}

/** Shares `words` out over `count` groups in order, earlier groups taking any extra word. */
export function shareWords(text: string, count: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  return Array.from({ length: count }, (_, index) => {
    const start = Math.floor((index * words.length) / count);
    const end = Math.floor(((index + 1) * words.length) / count);
    return words.slice(start, end).join(" ");
  });
}

type Treatment = {
  background: string;
  look: Look;
  /** Type behind the product. */
  backdrop: string;
  /** Small type in a free corner (the card overlays the badge top left, the advisory bottom right). */
  caption: string;
  /** How the slogan is set: face, case, size cap and tilt. */
  print: {
    face: Face;
    transform: (text: string) => string;
    maxSize: number;
    tilt: number;
    leading: number;
  };
};

const { width, height } = artSize.collections;
const upper = (text: string) => text.toUpperCase();

const treatments: Record<Tone, Treatment> = {
  // Raw and loud: hot red, type bigger than the canvas, the slogan shouted at a tilt.
  bold: {
    background: palette.bold,
    look: {
      body: palette.ink,
      shade: palette.inkSoft,
      stitch: palette.bold,
      trim: palette.accent,
      ink: palette.accent,
    },
    backdrop: rotated(
      -8,
      width / 2,
      height / 2,
      fill(
        line(faces.display, "BOLD", {
          x: width / 2,
          y: 330,
          size: 400,
          align: "middle",
        }),
        palette.ink,
        { "fill-opacity": 0.13 },
      ) +
        fill(
          line(faces.display, "BOLD", {
            x: width / 2,
            y: 700,
            size: 400,
            align: "middle",
          }),
          palette.ink,
          { "fill-opacity": 0.13 },
        ),
    ),
    caption: fill(
      line(faces.display, "RAW. UNFILTERED.", {
        x: 24,
        y: 698,
        size: 24,
        tracking: 0.04,
      }),
      palette.ink,
    ),
    print: {
      face: faces.display,
      transform: upper,
      maxSize: 120,
      tilt: -5,
      leading: 0.08,
    },
  },
  // Cold and deadpan: pale blue, ruled like a form, the slogan small and lower-case.
  blunt: {
    background: palette.blunt,
    look: {
      body: palette.ink,
      shade: "#23272e",
      stitch: "#5c6b80",
      trim: palette.paper,
      ink: palette.paper,
    },
    backdrop: stroke(
      Array.from(
        { length: 14 },
        (_, index) => `M0 ${48 * (index + 1)}h${width}`,
      ).join(""),
      palette.ink,
      1,
      { "stroke-opacity": 0.12 },
    ),
    caption: fill(
      line(faces.text, "blunt.", {
        x: 24,
        y: 700,
        size: 17,
      }),
      palette.ink,
    ),
    print: {
      face: faces.text,
      transform: (text) => text.toLowerCase(),
      maxSize: 30,
      tilt: 0,
      leading: 0.9,
    },
  },
  // The house style: paper, ink and one accent over a printer's dot grid.
  signature: {
    background: palette.paper,
    look: {
      body: palette.ink,
      shade: palette.inkSoft,
      stitch: "#55524c",
      trim: palette.accent,
      ink: palette.accent,
    },
    backdrop: tiled(
      "dots",
      { width: 18, height: 18 },
      el("circle", {
        cx: 9,
        cy: 9,
        r: 1.4,
        fill: palette.ink,
        "fill-opacity": 0.2,
      }),
    ),
    caption: fill(
      line(faces.heavy, "B&B — SINCE 2022", {
        x: 24,
        y: 698,
        size: 15,
        tracking: 0.14,
      }),
      palette.ink,
    ),
    print: {
      face: faces.display,
      transform: upper,
      maxSize: 110,
      tilt: 0,
      leading: 0.1,
    },
  },
};

/** Polished metal for jewellery: the slogan is engraved, not printed. */
const metal: Look = {
  body: palette.paperDim,
  shade: palette.ink,
  stitch: "#8f8a7f",
  trim: palette.paperDim,
  ink: palette.ink,
};

/** A mannequin's head, neck and arms behind a short-sleeved garment, in the garment's shadow tone. */
function model(cuff: NonNullable<Drawing["cuff"]>, color: string) {
  const [[outerDx, outerY], [innerDx, innerY]] = cuff;
  const arm = (side: 1 | -1) => {
    const x = (dx: number) => width / 2 + side * dx;
    return `M${x(outerDx - 4)} ${outerY - 6}L${x(outerDx + 18)} 470L${x(outerDx + 8)} ${height}H${x(innerDx + 8)}L${x(innerDx + 4)} 470L${x(innerDx - 4)} ${innerY - 6}Z`;
  };
  const figure =
    el("ellipse", { cx: width / 2, cy: 78, rx: 44, ry: 54 }) +
    `<path d="M${width / 2 - 26} 110h52v50h-52Z${arm(1)}${arm(-1)}"/>`;
  return el("g", { fill: color, "fill-opacity": 0.22 }, figure);
}

/** A small mark on the wearer's left chest, inside the front print area. */
const chestArea = (front: PrintArea): PrintArea => ({
  x: front.x + front.width * 0.62,
  y: front.y - 6,
  width: front.width * 0.3,
  height: front.height * 0.16,
});

function prints(
  item: CollectionItem,
  drawing: Drawing,
  treatment: Treatment,
  look: Look,
) {
  const areas = item.chestPrint
    ? [chestArea(drawing.prints[0])]
    : drawing.prints;
  const { face, transform, maxSize, tilt, leading } = treatment.print;
  const texts = shareWords(transform(item.slogan), areas.length);
  return areas
    .map((area, index) => {
      const { d } = fitted(face, texts[index] ?? "", area, {
        maxSize,
        leading,
      });
      const centre = [
        area.x + area.width / 2,
        area.y + area.height / 2,
      ] as const;
      return rotated(
        area.rotate ?? tilt,
        ...centre,
        fill(d, drawing.printInk ?? look.ink),
      );
    })
    .join("");
}

/** The collection card artwork for `item`: its product drawn flat, slogan printed on it. */
export function collectionArt(item: CollectionItem) {
  const treatment = treatments[toneOf(item)];
  const look = item.garment === "chain" ? metal : treatment.look;
  const drawing = drawGarment[item.garment](look);
  return document(
    artSize.collections,
    el("rect", { width, height, fill: treatment.background }) +
      treatment.backdrop +
      (item.showFullModel && drawing.cuff
        ? model(drawing.cuff, palette.ink)
        : "") +
      drawing.art +
      prints(item, drawing, treatment, look) +
      treatment.caption,
  );
}
