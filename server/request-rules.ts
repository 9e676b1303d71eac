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

/**
 * The client address a rate limit counts against. `X-Forwarded-For` is read only when the
 * server sits behind one proxy that it trusts (TRUST_PROXY=1): that proxy appends the address
 * it saw, so the last entry is the one a client cannot forge.
 */
export function clientAddress({
  forwardedFor,
  remoteAddress,
  trustProxy,
}: {
  forwardedFor?: string;
  remoteAddress?: string;
  trustProxy: boolean;
}) {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return remoteAddress ?? "unknown";
}
