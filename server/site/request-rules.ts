// Pure rules the signup endpoint applies to a request before it reads the address.

/**
 * The host[:port] of an absolute URL, or null when there is none ("null" origins, garbage).
 */
function hostOf(value: string) {
  try {
    return new URL(value).host || null;
  } catch {
    return null;
  }
}

/**
 * True when a browser says the post comes from another site: an Origin (or, without one, a
 * Referer) whose host differs from the Host the request was sent to, an opaque "null" origin,
 * or `Sec-Fetch-Site: cross-site`. A request with none of these (curl, a server) is not a
 * cross-site browser post and passes. The scheme is not compared: behind a TLS proxy the page
 * is https while this server sees plain http.
 */
export function isCrossSite({
  origin,
  referer,
  host,
  secFetchSite,
}: {
  origin?: string;
  referer?: string;
  host?: string;
  secFetchSite?: string;
}) {
  if (secFetchSite === "cross-site") return true;
  const claimed = origin ?? referer;
  if (claimed === undefined) return false;
  const from = hostOf(claimed);
  return from === null || host === undefined || from !== host.toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const [head = [], tail = []] = halves.map(parse);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * What a rate limit counts a client address as: an IPv4 address (IPv4-mapped ones included)
 * as itself, an IPv6 address as its /64, the block one subscriber line is given, so that a
 * client cannot take a new address from it for every try. Anything else as it is.
 */
export function rateBucket(address: string) {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1] ?? bare;
  const groups = bare.includes(":") ? ipv6Groups(bare) : null;
  if (!groups) return bare;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Whether a request's input holds a NUL character anywhere: no form or API takes one, and
 * PostgreSQL refuses to store one, so it is refused as a bad request before any handler.
 */
export function holdsNul(input: unknown, depth = 0): boolean {
  if (typeof input === "string") return input.includes("\u0000");
  if (typeof input !== "object" || input === null || depth > 32) return false;
  return Object.entries(input).some(
    ([key, value]) => key.includes("\u0000") || holdsNul(value, depth + 1),
  );
}
