import type { PathCommand } from "opentype.js/dist/opentype.mjs";

/** A number without its leading zero: `.5`, `-.5`. */
const short = (value: number) => String(value).replace(/^(-?)0\./, "$1.");

/** Joins numbers with the fewest separators SVG's path grammar allows. */
function pack(values: number[]) {
  let out = "";
  for (const value of values.map(short)) {
    const needsSpace =
      out !== "" &&
      !value.startsWith("-") &&
      !(value.startsWith(".") && /\.\d*$/.test(out));
    out += (needsSpace ? " " : "") + value;
  }
  return out;
}

/**
 * Serialises path commands as compact SVG path data: an absolute first move, then relative
 * coordinates rounded to `decimals` places (tracked against the rounded pen position, so
 * rounding never drifts), h/v for straight lines and no repeated command letters.
 */
export function compactPathData(
  commands: readonly PathCommand[],
  decimals: number,
) {
  const scale = 10 ** decimals;
  const snap = (value: number) => Math.round(value * scale);
  let pen = { x: 0, y: 0 };
  let start = pen;
  let previous = "";
  let out = "";
  const emit = (letter: string, values: number[]) => {
    const text = pack(values.map((value) => value / scale));
    const repeat = letter === previous && letter !== "m";
    out += repeat ? (text.startsWith("-") ? text : ` ${text}`) : letter + text;
    previous = letter;
  };
  for (const command of commands) {
    if (command.type === "Z") {
      if (previous !== "z") out += "z";
      previous = "z";
      pen = start;
      continue;
    }
    const end = { x: snap(command.x), y: snap(command.y) };
    const dx = end.x - pen.x;
    const dy = end.y - pen.y;
    // The first move is absolute so that path data strings can be concatenated.
    if (command.type === "M")
      emit(out ? "m" : "M", out ? [dx, dy] : [end.x, end.y]);
    else if (command.type === "L") {
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) emit("h", [dx]);
      else if (dx === 0) emit("v", [dy]);
      else emit("l", [dx, dy]);
    } else if (command.type === "Q")
      emit("q", [snap(command.x1) - pen.x, snap(command.y1) - pen.y, dx, dy]);
    else
      emit("c", [
        snap(command.x1) - pen.x,
        snap(command.y1) - pen.y,
        snap(command.x2) - pen.x,
        snap(command.y2) - pen.y,
        dx,
        dy,
      ]);
    pen = end;
    if (command.type === "M") start = end;
  }
  return out;
}
