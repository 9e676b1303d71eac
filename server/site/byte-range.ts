const singleRange = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header (RFC 9110 §14.2) for a file of `size` bytes: the inclusive byte span
 * to send, "unsatisfiable" for a 416, or null to ignore the header and send the whole file.
 * Multiple ranges are ignored too: browsers ask for one, and the whole file is a valid answer.
 */
export function parseByteRange(
  header: string,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  const match = singleRange.exec(header.replace(/\s+/g, ""));
  if (!match) return null;
  const [, first, last] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
