/** One config value that still points at a reserved placeholder domain. */
export type Placeholder = { path: string; value: string };

const PLACEHOLDER_HOST = /(^|[.@/])example\.(com|org|net)\b/i;

/** True when a string names one of the reserved example domains (RFC 2606). */
export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER_HOST.test(value);
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

/**
 * The certificate lines of a generated nginx config whose file path still contains `mark`,
 * the build's placeholder for paths it was not given.
 */
export function findTlsPlaceholders(
  nginxConfig: string,
  mark: string,
): Placeholder[] {
  return [
    ...nginxConfig.matchAll(/^\s*(ssl_certificate(?:_key)?)\s+"?([^";]+)"?;/gm),
  ]
    .filter(([, , file]) => file?.includes(mark))
    .map(([, directive, file]) => ({
      path: `nginx.conf ${directive}`,
      value: file ?? "",
    }));
}
