// Percent-encoded "/" and "\" have no business in a link to a static file; they only show up
// when someone tries to smuggle a path past a server's checks.
const encodedSeparator = /%2f|%5c/i;

/**
 * The decoded path of a request target, or null when it is not a path this site can have:
 * not origin-form, malformed percent-encoding, an encoded separator, a NUL or backslash, or
 * a "." / ".." segment.
 */
export function requestPath(target = "") {
  if (!target.startsWith("/")) return null;
  const raw = target.split(/[?#]/, 1)[0] ?? "";
  if (encodedSeparator.test(raw)) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(pathname)) return null;
  if (
    pathname.split("/").some((segment) => segment === "." || segment === "..")
  )
    return null;
  return pathname;
}
