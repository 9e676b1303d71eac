/** One config value that still points at a reserved placeholder domain. */
export type Placeholder = { path: string; value: string };

const PLACEHOLDER_HOST = /(^|[.@/])example\.(com|org|net)\b/i;
// A brand fact in words ("Example City") has no domain to reserve, so it starts with "Example".
const PLACEHOLDER_TEXT = /^example\b/i;

/**
 * True when a string names one of the reserved example domains (RFC 2606) or is a fact
 * written as a placeholder ("Example: 30 days").
 */
export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER_HOST.test(value) || PLACEHOLDER_TEXT.test(value);
}

/** Walks a config object and lists every string value that is still a placeholder. */
export function findPlaceholders(value: unknown, path = ""): Placeholder[] {
  if (typeof value === "string") {
    return isPlaceholder(value) ? [{ path, value }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      findPlaceholders(item, `${path}[${index}]`),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      findPlaceholders(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
