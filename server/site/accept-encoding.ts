/** The precompressed encodings the build writes, best first. */
const supported = ["br", "gzip"] as ("br" | "gzip")[];

/**
 * The supported encodings an `Accept-Encoding` header allows, best first. A coding listed
 * with q=0 is refused, and `*` stands for every coding the header does not name.
 */
export function acceptedEncodings(header = "") {
  const weights = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return supported.filter(
    (coding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0,
  );
}
