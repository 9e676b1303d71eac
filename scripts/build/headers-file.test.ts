import { describe, expect, it } from "vitest";
import {
  buildSecurityHeaders,
  cacheControl,
} from "../../server/site/http-policy";
import { hostHeaders } from "../../tests/static-host";
import {
  headersFile,
  maxLineLength,
  maxRules,
  redirectsFile,
} from "./headers-file";

const hash = (n: number) => `sha256-${String(n).padStart(43, "A")}=`;

const security = buildSecurityHeaders({
  "/index.html": { scripts: [hash(1), hash(2)], styles: [hash(9)] },
  "/about/index.html": { scripts: [hash(1), hash(3)], styles: [hash(9)] },
  "/404.html": { scripts: [hash(1), hash(4)], styles: [hash(9)] },
});
const files = [
  "/index.html",
  "/about/index.html",
  "/404.html",
  "/assets/entry-Xy98Zw76.js",
  "/favicon.svg",
  "/robots.txt",
  "/_headers",
  "/_redirects",
];
const file = headersFile(security, files);
const policiesAt = (path: string) =>
  hostHeaders(file, path)["Content-Security-Policy"] ?? [];

describe("headersFile", () => {
  it.each([
    ["/", "/index.html"],
    ["/index.html", "/index.html"],
    ["/about", "/about/index.html"],
    ["/about/", "/about/index.html"],
    ["/about/index.html", "/about/index.html"],
    ["/404.html", "/404.html"],
    ["/404", "/404.html"],
  ])("gives %s the policy of %s alone, from one rule", (path, page) => {
    expect(policiesAt(path)).toEqual([security.pagePolicies[page]]);
  });

  it.each(["/assets/entry-Xy98Zw76.js", "/favicon.svg", "/robots.txt"])(
    "gives the file %s the policy that allows nothing inline",
    (path) => {
      expect(policiesAt(path)).toEqual([security.defaultPolicy]);
      expect(security.defaultPolicy).not.toMatch(/sha256-/);
    },
  );

  it("sends every other security header on every path, once", () => {
    for (const path of [
      "/",
      "/about",
      "/favicon.svg",
      "/assets/a.js",
      "/nope",
    ]) {
      const headers = hostHeaders(file, path);
      for (const [name, value] of Object.entries(security.headers))
        expect(headers[name], `${name} on ${path}`).toEqual([value]);
    }
  });

  it("leaves an unknown path, which gets the 404 page, without a policy, and says so", () => {
    expect(policiesAt("/nope")).toEqual([]);
    expect(file).toMatch(/^# .*unknown path matches \/\* alone/m);
  });

  it("caches only hashed assets forever", () => {
    expect(
      hostHeaders(file, "/assets/entry-Xy98Zw76.js")["Cache-Control"],
    ).toEqual([cacheControl.immutable]);
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });

  it("has no rule for the host's own files", () => {
    expect(file).not.toMatch(/^\/_(headers|redirects)$/m);
  });

  it("refuses a policy with a line longer than Cloudflare Pages reads", () => {
    const hashes = Array.from({ length: 40 }, (_, n) => hash(n));
    const long = buildSecurityHeaders({
      "/index.html": { scripts: hashes, styles: [] },
    });
    expect(long.pagePolicies["/index.html"]?.length).toBeGreaterThan(
      maxLineLength,
    );
    expect(() => headersFile(long, ["/index.html"])).toThrow(
      /Cloudflare Pages allows 2000/,
    );
  });

  it("refuses more rules than Cloudflare Pages reads", () => {
    const many = Array.from({ length: maxRules }, (_, n) => `/icon-${n}.png`);
    expect(() => headersFile(security, many)).toThrow(
      /Cloudflare Pages reads 100/,
    );
  });

  it("says that the API needs the Node server and how to build for a static host", () => {
    expect(file).toMatch(/^# .*\/api\/.*npm start/m);
    expect(file).toContain(
      "# host does not have. Build for static hosts with `VITE_LAUNCH_LIST_MODE=mailto npm run build`",
    );
  });
});

describe("redirectsFile", () => {
  it("adds no rule, only the note about the API", () => {
    const lines = redirectsFile().trimEnd().split("\n");
    expect(lines.every((line) => line.startsWith("#"))).toBe(true);
    expect(redirectsFile()).toContain(
      "VITE_LAUNCH_LIST_MODE=mailto npm run build",
    );
  });
});
