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

/** Where a launch-list mode was read: a finished build, or the environment of the next build. */
export type ModeSource = { mode: "server" | "mailto"; from: "build" | "env" };

/** The line `check:launch` prints about the newsletter forms. */
export function describeLaunchListMode({ mode, from }: ModeSource): string {
  const where =
    from === "build"
      ? "build/ is a"
      : "no build yet; VITE_LAUNCH_LIST_MODE makes the next one a";
  return mode === "server"
    ? `check:launch: ${where} launch-list (server) build: the forms post to /api/subscribe, so serve it with \`npm start\`.`
    : `check:launch: ${where} static-host (mailto) build: the forms open the visitor's mail client; no signups are stored.`;
}
