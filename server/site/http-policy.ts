// How the site answers over HTTP, whoever serves it: the Node server behind `npm start`, the
// generated nginx config and the `_headers` file for static hosts all read this module, so
// they cannot drift apart.
import { videoEmbedOrigin, videoThumbnailOrigin } from "../../app/lib/youtube";
import type { InlineHashes } from "../../scripts/build/csp-hashes";

/** Vite writes only content-hashed files here, so a name never changes its bytes. */
export const hashedAssetPrefix = "/assets/";

export const cacheControl = {
  /** A hashed file can be cached for a year without ever asking again. */
  immutable: "public, max-age=31536000, immutable",
  /** Everything else may change under the same URL: cache it, but revalidate with the ETag. */
  revalidate: "no-cache",
  /** API answers are about one request: no one may keep them. */
  none: "no-store",
};

/**
 * Paths under here are the launch list's API, answered by the Node server only (server/launch-list/, server/owners/);
 * the nginx config proxies them to it.
 */
export const apiPrefix = "/api/";
/**
 * The largest request body a proxy in front passes on to the API (nginx's
 * client_max_body_size). Far above any signup, and above the API's own limit, so the API's
 * clear answer covers every body a form could send and the proxy only stops floods.
 */
export const apiBodyLimitBytes = 16 * 1024;

/** The Cache-Control value for a request path. */
export function cacheControlFor(pathname: string) {
  return pathname.startsWith(hashedAssetPrefix)
    ? cacheControl.immutable
    : cacheControl.revalidate;
}

/**
 * The request paths a build's file answers, on every server and static host: its own, and a
 * page's route without `.html` or `index.html` (with and without the trailing slash).
 * @param path the file's path in build/client, `/about/index.html`
 */
export function requestPathsOf(path: string) {
  if (path.endsWith("/index.html")) {
    const route = path.slice(0, -"index.html".length);
    return route === "/" ? [path, "/"] : [path, route, route.slice(0, -1)];
  }
  if (path.endsWith(".html")) return [path, path.slice(0, -".html".length)];
  return [path];
}

/** The page every unknown path gets, with status 404. */
export const notFoundPage = "/404.html";

/** Build files that are not pages of the site: every server answers them with 404. */
export const hiddenPaths = {
  /**
   * The 404 page is only ever the answer to unknown paths, never a 200, also under the
   * extensionless name that static servers map to a `.html` file; `_headers` and
   * `_redirects` are host config.
   */
  exact: [
    notFoundPage,
    notFoundPage.replace(/\.html$/, ""),
    "/_headers",
    "/_redirects",
  ],
  /** Precompressed twins: reached through content negotiation, never by name. */
  suffixes: [".br", ".gz"],
};

/**
 * True for a decoded path that must answer 404 even though a file exists for it. Trailing
 * slashes do not count, as static servers drop them when they look a file up.
 */
export function isHiddenPath(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  return (
    hiddenPaths.exact.includes(path) ||
    hiddenPaths.suffixes.some((suffix) => path.endsWith(suffix))
  );
}

/**
 * The Content-Security-Policy. Scripts run, and styles apply, only from this origin or when
 * their exact text is hashed (React Router's inline bootstrap scripts, the inline stylesheet),
 * so no `unsafe-inline` or `unsafe-eval`. Fonts, media and fetches fall back to `default-src`;
 * naming them with the same source would only lengthen every response.
 */
export function contentSecurityPolicy({ scripts, styles }: InlineHashes) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", ...styles.map((hash) => `'${hash}'`)],
    "img-src": ["'self'", "data:", videoThumbnailOrigin],
    "frame-src": [videoEmbedOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

// Features the site never uses are switched off for it and for every frame. Only features
// Chromium knows: it logs an "Unrecognized feature" warning for any other
// (tests/e2e/csp.test.ts), e.g. "bluetooth". What the video embed needs (autoplay,
// encrypted media, picture-in-picture) is left to each feature's default allowlist and the
// embed's own `allow` attribute, which grants it to the embed's origin; the CSP's frame-src
// lets no other frame in, so naming them here too would only lengthen every response.
const deniedFeatures = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

// Passkey sign-in (the owners' dashboard) is for this site's own pages; no frame it embeds
// may ask for a credential.
const selfOnlyFeatures = ["publickey-credentials-get"];

export const permissionsPolicy = [
  ...deniedFeatures.map((feature) => `${feature}=()`),
  ...selfOnlyFeatures.map((feature) => `${feature}=(self)`),
].join(", ");

/** The one security header whose value depends on the response. */
export const cspHeader = "Content-Security-Policy";

/**
 * A build's security headers. Each page's Content-Security-Policy allows only its own inline
 * code, so the header stays short and no page may run another's.
 */
export interface BuildSecurityHeaders {
  /** every other security header, the same on every response */
  headers: Record<string, string>;
  /** the policy of every response that is not one of the build's HTML pages (assets, status answers, JSON): nothing inline may run */
  defaultPolicy: string;
  /** each page's own policy, by the page's path in build/client (`/about/index.html`) */
  pagePolicies: Record<string, string>;
}

/** @param pageHashes each page's inline hashes by its path */
export function buildSecurityHeaders(
  pageHashes: Record<string, InlineHashes>,
): BuildSecurityHeaders {
  return {
    headers: {
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": permissionsPolicy,
      "Cross-Origin-Opener-Policy": "same-origin",
    },
    defaultPolicy: contentSecurityPolicy({ scripts: [], styles: [] }),
    pagePolicies: Object.fromEntries(
      Object.entries(pageHashes).map(([path, hashes]) => [
        path,
        contentSecurityPolicy(hashes),
      ]),
    ),
  };
}

/**
 * Every security header of the response that sends the build's file at `path`, or of one
 * that sends no file when `path` is undefined.
 */
export function securityHeadersFor(
  { headers, defaultPolicy, pagePolicies }: BuildSecurityHeaders,
  path?: string,
): Record<string, string> {
  const policy = path === undefined ? undefined : pagePolicies[path];
  return { [cspHeader]: policy ?? defaultPolicy, ...headers };
}
