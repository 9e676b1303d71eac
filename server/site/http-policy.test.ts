import { describe, expect, it } from "vitest";
import {
  buildSecurityHeaders,
  cacheControl,
  cacheControlFor,
  contentSecurityPolicy,
  isHiddenPath,
  requestPathsOf,
  securityHeadersFor,
} from "./http-policy";

describe("cacheControlFor", () => {
  it.each([
    ["/assets/root-BLH3GMKS.js", cacheControl.immutable],
    ["/assets/inter-latin-400-normal-C38fXH4l.woff2", cacheControl.immutable],
    ["/", cacheControl.revalidate],
    ["/about", cacheControl.revalidate],
    ["/favicon.svg", cacheControl.revalidate],
    ["/assets-list", cacheControl.revalidate],
  ])("gives %s %s", (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });
});

describe("requestPathsOf", () => {
  it.each([
    ["/index.html", ["/index.html", "/"]],
    ["/about/index.html", ["/about/index.html", "/about/", "/about"]],
    ["/404.html", ["/404.html", "/404"]],
    ["/assets/root-BLH3GMKS.js", ["/assets/root-BLH3GMKS.js"]],
    ["/favicon.svg", ["/favicon.svg"]],
  ])("answers %s at %j", (path, paths) => {
    expect(requestPathsOf(path)).toEqual(paths);
  });
});

describe("isHiddenPath", () => {
  it.each([
    ["/404.html", true],
    ["/404", true],
    ["/404/", true],
    ["/_headers", true],
    ["/_redirects", true],
    ["/index.html.br", true],
    ["/assets/a.js.gz", true],
    ["/a.js.br/", true],
    ["/", false],
    ["/about", false],
    ["/assets/root-BLH3GMKS.js", false],
    ["/404-stories", false],
  ])("hides %s: %s", (path, hidden) => {
    expect(isHiddenPath(path)).toBe(hidden);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    scripts: ["sha256-abc=", "sha256-def="],
    styles: ["sha256-css="],
  });
  const directives = Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name, sources.join(" ")];
    }),
  );

  it("allows scripts and styles only from this origin and the given hashes", () => {
    expect(directives["script-src"]).toBe("'self' 'sha256-abc=' 'sha256-def='");
    expect(directives["style-src"]).toBe("'self' 'sha256-css='");
    expect(policy).not.toMatch(/unsafe-/);
  });

  it("limits every other kind of content", () => {
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "img-src": "'self' data: https://i.ytimg.com",
      "frame-src": "https://www.youtube-nocookie.com",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
    // Fonts, media and fetches: this origin only, by default-src.
    for (const name of ["font-src", "media-src", "connect-src"])
      expect(directives).not.toHaveProperty(name);
  });
});

describe("buildSecurityHeaders and securityHeadersFor", () => {
  const security = buildSecurityHeaders({
    "/index.html": { scripts: ["sha256-home="], styles: ["sha256-css="] },
    "/about/index.html": {
      scripts: ["sha256-about="],
      styles: ["sha256-css="],
    },
  });
  const policy = (path?: string) =>
    securityHeadersFor(security, path)["Content-Security-Policy"];

  it("gives each page the policy for its own inline code and no other page's", () => {
    expect(policy("/index.html")).toBe(
      contentSecurityPolicy({
        scripts: ["sha256-home="],
        styles: ["sha256-css="],
      }),
    );
    expect(policy("/about/index.html")).toContain("'sha256-about='");
    expect(policy("/about/index.html")).not.toContain("sha256-home=");
  });

  it.each([
    ["a file that is no page", "/assets/root-BLH3GMKS.js"],
    ["a page's route, which is not its file", "/about"],
    ["an answer without a file", undefined],
  ])("allows nothing inline for %s", (_, path) => {
    expect(policy(path)).toBe(
      contentSecurityPolicy({ scripts: [], styles: [] }),
    );
    expect(policy(path)).not.toMatch(/sha256-/);
  });

  it("sends the full set of security headers on every response", () => {
    for (const path of ["/index.html", "/favicon.svg", undefined]) {
      expect(securityHeadersFor(security, path)).toEqual({
        "Content-Security-Policy": expect.stringMatching(
          /^default-src 'self'; /,
        ),
        "Strict-Transport-Security": expect.stringMatching(/^max-age=\d{8,}/),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": expect.stringContaining("camera=(), "),
        "Cross-Origin-Opener-Policy": "same-origin",
      });
    }
  });
});
