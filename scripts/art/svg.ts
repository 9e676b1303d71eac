/** Attribute values; undefined leaves the attribute out. */
type Attributes = Record<string, string | number | undefined>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Rounds to a tenth: enough precision for artwork, and short in the file. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** One SVG element as markup. */
export function el(name: string, attributes: Attributes, children = "") {
  const attrs = Object.entries(attributes)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    )
    .map(
      ([key, value]) =>
        ` ${key}="${typeof value === "number" ? round(value) : escapeAttribute(value)}"`,
    )
    .join("");
  return children
    ? `<${name}${attrs}>${children}</${name}>`
    : `<${name}${attrs}/>`;
}

/** A standalone SVG document with explicit size, so an <img> reserves its box. */
export function document(
  { width, height }: { width: number; height: number },
  body: string,
) {
  return `${el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
    },
    body,
  )}\n`;
}

/** A filled path; empty path data renders nothing. */
export const fill = (d: string, color: string, extra: Attributes = {}) =>
  d ? el("path", { d, fill: color, ...extra }) : "";

/** A stroked, unfilled path. */
export const stroke = (
  d: string,
  color: string,
  width: number,
  extra: Attributes = {},
) =>
  el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    ...extra,
  });

/** Wraps markup in a group rotated `degrees` around (cx, cy); zero adds no group. */
export const rotated = (
  degrees: number,
  cx: number,
  cy: number,
  children: string,
) =>
  degrees
    ? el(
        "g",
        { transform: `rotate(${degrees} ${round(cx)} ${round(cy)})` },
        children,
      )
    : children;

/** Covers the canvas with `tile` repeated on a `width` x `height` grid. */
export function tiled(
  id: string,
  { width, height }: { width: number; height: number },
  tile: string,
) {
  return (
    el("pattern", { id, width, height, patternUnits: "userSpaceOnUse" }, tile) +
    el("rect", { width: "100%", height: "100%", fill: `url(#${id})` })
  );
}
