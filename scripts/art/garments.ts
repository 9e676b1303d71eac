import type { Garment } from "../../app/content/collection-groups";
import type { Box } from "./fit";
import { el, fill, round, stroke } from "./svg";

/** Colours a garment is drawn in. */
export type Look = {
  /** The fabric (or metal). */
  body: string;
  /** Insides and folds: necklines, hood openings, cuffs. */
  shade: string;
  /** Chain-stitched seams and ribbing. */
  stitch: string;
  /** Small hardware: drawstrings, straps, rings. */
  trim: string;
  /** The ink the slogan is printed (or engraved) in. */
  ink: string;
};

/** Where a print goes; `rotate` turns the print around its box's centre. */
export type PrintArea = Box & { rotate?: number };

/** Offset from the centre line and height of a point. */
type Offset = readonly [dx: number, y: number];

/** A drawn garment and the areas its slogan is printed in, in reading order. */
export type Drawing = {
  art: string;
  prints: readonly [PrintArea, ...PrintArea[]];
  /** Colour for the slogan when it sits on a patch rather than on the fabric. */
  printInk?: string;
  /** Outer and inner corner of the right short sleeve's opening, where a model's arm comes out. */
  cuff?: readonly [outer: Offset, inner: Offset];
};

const cx = 300;
type Segment =
  readonly [number, number] | readonly [number, number, number, number];

/**
 * A closed outline symmetric about the canvas's centre line. `right` traces the right half
 * from the centre line back to it, in offsets from the centre: [dx, y] is a line, and
 * [controlDx, controlY, dx, y] a quadratic curve.
 */
function symmetric([start, ...rest]: readonly [Offset, ...Segment[]]) {
  const point = (dx: number, y: number) => `${round(cx + dx)} ${round(y)}`;
  // Each segment with the point it starts from, so the left half can be drawn backwards.
  const pieces: { from: Offset; segment: Segment }[] = [];
  let from = start;
  for (const segment of rest) {
    pieces.push({ from, segment });
    from = segment.length === 2 ? segment : [segment[2], segment[3]];
  }
  const right = pieces.map(({ segment }) =>
    segment.length === 2
      ? `L${point(...segment)}`
      : `Q${point(segment[0], segment[1])} ${point(segment[2], segment[3])}`,
  );
  const left = pieces
    .reverse()
    .map(({ from: [dx, y], segment }) =>
      segment.length === 2
        ? `L${point(-dx, y)}`
        : `Q${point(-segment[0], segment[1])} ${point(-dx, y)}`,
    );
  return `M${point(...start)}${right.join("")}${left.join("")}Z`;
}

/** A chain-stitch seam: short dashes, as our seams are sewn. */
const seam = (d: string, look: Look) =>
  stroke(d, look.stitch, 2.5, {
    "stroke-dasharray": "8 5",
    "stroke-linecap": "round",
  });

/** A solid rib or fold line. */
const rib = (d: string, look: Look, width = 3) =>
  stroke(d, look.stitch, width, { "stroke-linecap": "round" });

/** Mirrors `dx` offsets into a path segment pair, e.g. for twin seams. */
const twin = (draw: (side: 1 | -1) => string) => draw(1) + draw(-1);

/** The crew neck shared by tees and sweats: the visible back of the neck and a ribbed collar. */
function crewNeck(look: Look, { halfWidth = 62, top = 136, dip = 172 } = {}) {
  const control = 2 * dip - top;
  const inside = `M${cx - halfWidth} ${top}Q${cx} ${top - 22} ${cx + halfWidth} ${top}Q${cx} ${control} ${cx - halfWidth} ${top}Z`;
  return (
    fill(inside, look.shade) +
    rib(
      `M${cx - halfWidth + 10} ${top + 6}Q${cx} ${control + 10} ${cx + halfWidth - 10} ${top + 6}`,
      look,
    )
  );
}

/** The measurements that tell one short-sleeved cut from another, as offsets from the centre. */
type ShortSleeveCut = {
  neck: { halfWidth: number; top: number; dip: number };
  shoulder: Offset;
  /** Outer and inner corner of the sleeve opening. */
  cuff: readonly [outer: Offset, inner: Offset];
  armpit: Offset;
  /** The hem's corner, where the side seam from the armpit ends. */
  corner: Offset;
  /** Pulls the side seam into a curve, for a cut with a waist. */
  waist?: Offset;
  /** Height of the hem at the centre line. */
  hem: number;
  print: PrintArea;
};

function shortSleeve(cut: ShortSleeveCut) {
  const { neck, cuff } = cut;
  const [[outerDx, outerY], [innerDx, innerY]] = cuff;
  const [cornerDx, cornerY] = cut.corner;
  const side: Segment = cut.waist ? [...cut.waist, ...cut.corner] : cut.corner;
  return (look: Look): Drawing => {
    const body = symmetric([
      [0, neck.dip],
      [neck.halfWidth * 0.65, neck.dip - 2, neck.halfWidth, neck.top],
      cut.shoulder,
      ...cuff,
      cut.armpit,
      side,
      [0, cut.hem],
    ]);
    const details =
      crewNeck(look, neck) +
      twin((side) =>
        seam(
          `M${cx + side * (outerDx - 8)} ${outerY - 7}L${cx + side * (innerDx - 7)} ${innerY - 10}`,
          look,
        ),
      ) +
      seam(`M${cx - cornerDx + 4} ${cornerY - 14}H${cx + cornerDx - 4}`, look);
    return { art: fill(body, look.body) + details, prints: [cut.print], cuff };
  };
}

const tee = shortSleeve({
  neck: { halfWidth: 62, top: 136, dip: 172 },
  shoulder: [150, 160],
  cuff: [
    [240, 258],
    [190, 302],
  ],
  armpit: [154, 270],
  corner: [160, 640],
  hem: 646,
  print: { x: cx - 112, y: 230, width: 224, height: 250 },
});

const fittedTee = shortSleeve({
  neck: { halfWidth: 56, top: 140, dip: 170 },
  shoulder: [132, 160],
  cuff: [
    [206, 236],
    [168, 272],
  ],
  armpit: [134, 252],
  waist: [96, 430],
  corner: [142, 630],
  hem: 640,
  print: { x: cx - 92, y: 226, width: 184, height: 190 },
});

function tank(look: Look): Drawing {
  const body = symmetric([
    [0, 214],
    [58, 212, 72, 134],
    [120, 134],
    [124, 272, 172, 304],
    [166, 640],
    [0, 646],
  ]);
  const details =
    fill(
      `M${cx - 72} 134Q${cx} 110 ${cx + 72} 134Q${cx + 58} 212 ${cx} 214Q${cx - 58} 212 ${cx - 72} 134Z`,
      look.shade,
    ) +
    twin((side) =>
      rib(
        `M${cx + side * 114} 144Q${cx + side * 118} 262 ${cx + side * 160} 292`,
        look,
      ),
    ) +
    rib(
      `M${cx - 64} 144Q${cx - 52} 204 ${cx} 204Q${cx + 52} 204 ${cx + 64} 144`,
      look,
    ) +
    seam(`M${cx - 162} 626L${cx + 162} 626`, look);
  return {
    art: fill(body, look.body) + details,
    prints: [{ x: cx - 110, y: 262, width: 220, height: 250 }],
  };
}

/** The long sleeve's right arm runs from the shoulder to the cuff; prints can run down it. */
const sleeveSegments: Segment[] = [
  [150, 160],
  [276, 540],
  [226, 560],
  [158, 312],
];

function longSleeve(look: Look): Drawing {
  const body = symmetric([
    [0, 172],
    [40, 170, 62, 136],
    ...sleeveSegments,
    [160, 640],
    [0, 646],
  ]);
  const details =
    crewNeck(look) +
    twin((side) =>
      rib(`M${cx + side * 268} 516L${cx + side * 220} 534`, look),
    ) +
    twin((side) =>
      seam(`M${cx + side * 154} 300L${cx + side * 157} 620`, look),
    ) +
    seam(`M${cx - 156} 626L${cx + 156} 626`, look);
  // The arm print runs along the right sleeve's centre line, from armpit height to the cuff.
  const [top, bottom] = [
    [180, 312],
    [236, 500],
  ] as const;
  const run = { x: bottom[0] - top[0], y: bottom[1] - top[1] };
  const length = Math.hypot(run.x, run.y);
  const centre = { x: cx + top[0] + run.x / 2, y: top[1] + run.y / 2 };
  return {
    art: fill(body, look.body) + details,
    prints: [
      { x: cx - 112, y: 230, width: 224, height: 250 },
      {
        x: centre.x - length / 2,
        y: centre.y - 17,
        width: length,
        height: 34,
        rotate: (Math.atan2(run.y, run.x) * 180) / Math.PI,
      },
    ],
  };
}

function hoodie(look: Look): Drawing {
  const hood = symmetric([
    [0, 44],
    [104, 40, 112, 176],
    [0, 176],
  ]);
  const body = symmetric([
    [0, 190],
    [70, 150],
    [156, 166],
    [282, 540],
    [230, 562],
    [164, 318],
    [166, 590],
    [0, 594],
  ]);
  const band = `M${cx - 166} 590h332v50h-332Z`;
  const opening = `M${cx - 70} 160Q${cx} 40 ${cx + 70} 160Q${cx} 222 ${cx - 70} 160Z`;
  const details =
    fill(opening, look.shade) +
    twin((side) =>
      rib(
        `M${cx + side * 26} 196L${cx + side * 30} 292`,
        { ...look, stitch: look.trim },
        6,
      ),
    ) +
    twin((side) =>
      rib(`M${cx + side * 272} 516L${cx + side * 224} 536`, look),
    ) +
    rib(`M${cx - 110} 560L${cx - 86} 452H${cx + 86}L${cx + 110} 560`, look);
  return {
    art:
      fill(hood, look.body) +
      fill(body, look.body) +
      fill(band, look.shade) +
      details,
    prints: [{ x: cx - 108, y: 262, width: 216, height: 166 }],
  };
}

function jacket(look: Look): Drawing {
  const collar = symmetric([
    [0, 118],
    [80, 116, 96, 150],
    [60, 176],
    [0, 164],
  ]);
  const body = symmetric([
    [0, 150],
    [82, 140],
    [170, 170],
    [290, 540],
    [238, 566],
    [172, 330],
    [172, 596],
    [0, 600],
  ]);
  const details =
    fill(`M${cx - 172} 596h344v44h-344Z`, look.shade) +
    twin((side) =>
      fill(
        `M${cx + side * 290} 540L${cx + side * 238} 566L${cx + side * 246} 590L${cx + side * 298} 564Z`,
        look.shade,
      ),
    ) +
    seam(`M${cx - 150} 214Q${cx} 244 ${cx + 150} 214`, look) +
    twin((side) =>
      seam(`M${cx + side * 166} 340L${cx + side * 168} 584`, look),
    );
  return {
    art: fill(body, look.body) + details + fill(collar, look.shade),
    prints: [{ x: cx - 132, y: 262, width: 264, height: 290 }],
  };
}

function cap(look: Look): Drawing {
  const crown = symmetric([
    [0, 170],
    [180, 166, 182, 410],
    [0, 410],
  ]);
  const brim = `M${cx - 220} 420Q${cx} 360 ${cx + 220} 420Q${cx + 230} 500 ${cx} 500Q${cx - 230} 500 ${cx - 220} 420Z`;
  const details =
    twin((side) =>
      seam(
        `M${cx + side * 6} 178Q${cx + side * 90} 230 ${cx + side * 92} 396`,
        look,
      ),
    ) +
    rib(`M${cx - 200} 436Q${cx} 392 ${cx + 200} 436`, look) +
    el("circle", { cx, cy: 170, r: 12, fill: look.shade });
  return {
    art: fill(brim, look.shade) + fill(crown, look.body) + details,
    prints: [{ x: cx - 84, y: 236, width: 168, height: 120 }],
  };
}

function beanie(look: Look): Drawing {
  const dome = symmetric([
    [0, 130],
    [176, 128, 176, 480],
    [0, 480],
  ]);
  const cuff = `M${cx - 190} 440h380v160h-380Z`;
  const ribs = Array.from(
    { length: 19 },
    (_, index) => `M${cx - 171 + index * 19} 456v128`,
  ).join("");
  return {
    art:
      fill(dome, look.body) +
      fill(cuff, look.shade) +
      rib(ribs, look, 2) +
      fill(`M${cx - 80} 476h160v92h-160Z`, look.ink),
    prints: [{ x: cx - 68, y: 488, width: 136, height: 68 }],
    printInk: look.body,
  };
}

function tote(look: Look): Drawing {
  const handle = (lift: number) =>
    `M${cx - 92} 262C${cx - 92} ${lift} ${cx + 92} ${lift} ${cx + 92} 262`;
  const bag = `M${cx - 178} 252h356l10 390h-376Z`;
  return {
    art:
      stroke(handle(96), look.shade, 22) +
      fill(bag, look.body) +
      stroke(handle(120), look.body, 22) +
      seam(`M${cx - 170} 274H${cx + 170}`, look) +
      seam(`M${cx - 182} 620H${cx + 182}`, look),
    prints: [{ x: cx - 140, y: 318, width: 280, height: 270 }],
  };
}

function keyring(look: Look): Drawing {
  const links = [256, 282, 308]
    .map((y) =>
      el("ellipse", {
        cx,
        cy: y,
        rx: 9,
        ry: 15,
        fill: "none",
        stroke: look.trim,
        "stroke-width": 6,
      }),
    )
    .join("");
  return {
    art:
      el("circle", {
        cx,
        cy: 176,
        r: 66,
        fill: "none",
        stroke: look.trim,
        "stroke-width": 12,
      }) +
      links +
      el("rect", {
        x: cx - 124,
        y: 326,
        width: 248,
        height: 300,
        rx: 30,
        fill: look.body,
      }) +
      el("circle", { cx, cy: 360, r: 14, fill: look.shade }) +
      seam(`M${cx - 104} 396h208v212h-208Z`, look),
    prints: [{ x: cx - 88, y: 410, width: 176, height: 182 }],
  };
}

function chain(look: Look): Drawing {
  const strand = `M${cx - 230} 40C${cx - 220} 260 ${cx - 60} 364 ${cx} 368C${cx + 60} 364 ${cx + 220} 260 ${cx + 230} 40`;
  return {
    art:
      stroke(strand, look.trim, 12, {
        "stroke-dasharray": "16 7",
        "stroke-linecap": "round",
      }) +
      el("circle", {
        cx,
        cy: 388,
        r: 20,
        fill: "none",
        stroke: look.trim,
        "stroke-width": 8,
      }) +
      el("rect", {
        x: cx - 104,
        y: 404,
        width: 208,
        height: 268,
        rx: 52,
        fill: look.body,
      }) +
      el("circle", { cx, cy: 436, r: 11, fill: look.shade }) +
      el("rect", {
        x: cx - 88,
        y: 420,
        width: 176,
        height: 236,
        rx: 40,
        fill: "none",
        stroke: look.stitch,
        "stroke-width": 2,
      }),
    prints: [{ x: cx - 72, y: 468, width: 144, height: 160 }],
  };
}

function flipFlops(look: Look): Drawing {
  const sole = (x: number) =>
    `M${x} 150C${x + 84} 150 ${x + 92} 260 ${x + 78} 360C${x + 66} 450 ${x + 86} 560 ${x + 60} 620C${x + 40} 666 ${x - 40} 666 ${x - 60} 620C${x - 86} 560 ${x - 66} 450 ${x - 78} 360C${x - 92} 260 ${x - 84} 150 ${x} 150Z`;
  const strap = (x: number) =>
    `M${x - 76} 372Q${x - 30} 250 ${x} 226Q${x + 30} 250 ${x + 76} 372`;
  const pair = [cx - 112, cx + 112] as const;
  // A word down each sole, reading from the heel up.
  const printOn = (x: number): PrintArea => ({
    x: x - 110,
    y: 466,
    width: 220,
    height: 68,
    rotate: -90,
  });
  return {
    art: pair
      .map(
        (x) =>
          fill(sole(x), look.body) +
          stroke(strap(x), look.trim, 18, { "stroke-linecap": "round" }) +
          el("circle", { cx: x, cy: 226, r: 10, fill: look.trim }),
      )
      .join(""),
    prints: [printOn(pair[0]), printOn(pair[1])],
  };
}

/** Draws `garment` in `look`; the artwork is 600 x 720. */
export const drawGarment: Record<Garment, (look: Look) => Drawing> = {
  tee,
  "fitted-tee": fittedTee,
  tank,
  "long-sleeve": longSleeve,
  hoodie,
  jacket,
  cap,
  beanie,
  tote,
  keyring,
  chain,
  "flip-flops": flipFlops,
};
