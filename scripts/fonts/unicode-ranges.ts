/** The code points of a string, one per character (not per UTF-16 unit). */
export function codePointsOf(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0) ?? 0);
}

/** Code points, sorted ascending, as a CSS `unicode-range` value such as `U+20-7E, U+A9`. */
export function unicodeRange(codePoints: readonly number[]): string {
  const spans: [number, number][] = [];
  for (const point of codePoints) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return spans
    .map(([from, to]) =>
      from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
    )
    .join(", ");
}

/** Every code point a `unicode-range` value names, wildcards (`U+4??`) included. */
export function codePointsIn(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range part: "${part}"`);
    const from = parseInt(match[1].replaceAll("?", "0"), 16);
    const to = match[2]
      ? parseInt(match[2], 16)
      : parseInt(match[1].replaceAll("?", "F"), 16);
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return points;
}

/**
 * Splits the code points a font covers into the core the site sets its copy in (preloaded)
 * and the rest (fetched only by a page that uses one of them), both sorted. Control
 * characters, which some fonts map but no text draws, are left out.
 */
export function splitCoverage(
  covered: Iterable<number>,
  core: ReadonlySet<number>,
): { core: number[]; rest: number[] } {
  const sorted = [...new Set(covered)]
    .filter((point) => point >= 0x20)
    .sort((a, b) => a - b);
  return {
    core: sorted.filter((point) => core.has(point)),
    rest: sorted.filter((point) => !core.has(point)),
  };
}
