import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSecurityHeaders,
  cacheControl,
  requestPathsOf,
  securityHeadersFor,
} from "../../server/site/http-policy";
import { allowedHashes } from "../csp-policy";
import { createFixtureBuild, fixturePages, type FixtureBuild } from "./fixture";
import { request, type Reply, type RequestOptions } from "./http";

export type RunningServer = {
  port: number;
  stop: () => Promise<void>;
  /** Set when the server speaks HTTPS: the certificate to trust. */
  ca?: Buffer;
};

/** What a server does beyond the files: only some nginx builds have brotli. */
export type ServerTraits = { brotli: boolean };

const page = "/about";
const asset = "/assets/entry-Xy98Zw76.js";
const video = "/media/clip.mp4";
const unknownPaths = [
  "/nope",
  "/assets/missing-0000.js",
  "/404",
  "/404/",
  "/404.html",
  "/__spa-fallback.html",
  "/_headers",
  "/_redirects",
  "/index.html.br",
  "/assets/entry-Xy98Zw76.js.gz",
  "/assets/",
  "/media",
];
// Requests that would leave the site's root; answered before any file lookup.
const rootEscapes = [
  "/../etc/passwd",
  "/assets/../../etc/passwd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2fetc%2fpasswd",
];
const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

function decoded(reply: Reply): Buffer {
  const encoding = reply.headers["content-encoding"];
  return encoding
    ? (decoders[encoding]?.(reply.body) ?? reply.body)
    : reply.body;
}

/**
 * What every way of serving a build must do, run against `start`'s server on a fixture
 * build: statuses, the 404 page, ranges, compression, caching and the security headers.
 */
export function describeSiteContract(
  name: string,
  start: (build: FixtureBuild) => Promise<RunningServer>,
  { brotli }: ServerTraits = { brotli: true },
) {
  describe(`${name} serving a build`, () => {
    let build: FixtureBuild;
    let server: RunningServer | undefined;
    const send = (path: string, options: RequestOptions = {}) =>
      request(server?.port ?? 0, path, { ...options, ca: server?.ca });
    const get = (path: string, headers: Record<string, string> = {}) =>
      send(path, { headers });

    beforeAll(async () => {
      build = createFixtureBuild();
      server = await start(build);
    });
    afterAll(async () => {
      await server?.stop();
      build?.remove();
    });

    describe("status codes", () => {
      it.each([
        "/",
        page,
        `${page}/`,
        "/index.html",
        asset,
        "/favicon.svg",
        video,
      ])("answers %s with 200", async (path) => {
        expect((await get(path)).status).toBe(200);
      });

      it("serves the prerendered page for a route", async () => {
        const reply = await get(page);
        expect(reply.body).toEqual(build.file("about/index.html"));
        expect(reply.body.toString()).toContain("<h1>About</h1>");
        expect(reply.headers["content-type"]).toMatch(
          /^text\/html; ?charset=utf-8$/i,
        );
      });

      it.each([
        ["/favicon.ico", "image/x-icon"],
        ["/favicon.svg", "image/svg+xml"],
        [video, "video/mp4"],
      ])("serves %s as %s", async (path, type) => {
        const reply = await get(path);
        expect(reply.status).toBe(200);
        expect(reply.headers["content-type"]).toBe(type);
      });

      it("answers a matching If-None-Match with 304 and no body", async () => {
        const { headers } = await get(page);
        expect(headers.etag).toBeTruthy();
        const revalidated = await get(page, {
          "If-None-Match": String(headers.etag),
        });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body).toHaveLength(0);
        expect(revalidated.headers["cache-control"]).toBe(
          cacheControl.revalidate,
        );
      });

      it("answers a stale If-None-Match with the page", async () => {
        const reply = await get(page, { "If-None-Match": 'W/"stale"' });
        expect(reply.status).toBe(200);
      });

      it.each(unknownPaths)(
        "answers %s with the 404 page and status 404",
        async (path) => {
          const reply = await get(path);
          expect(reply.status).toBe(404);
          expect(reply.headers["content-type"]).toMatch(
            /^text\/html; ?charset=utf-8$/i,
          );
          expect(reply.body).toEqual(build.file("404.html"));
          expect(reply.body.toString()).toContain(
            "<h1>Oops! Page not found</h1>",
          );
        },
      );

      it("answers a malformed percent-encoding with 400", async () => {
        expect((await get("/%E0%A4%A")).status).toBe(400);
      });

      it("answers a NUL byte in the path with 400", async () => {
        expect((await get("/index.html%00.js")).status).toBe(400);
      });

      it.each(rootEscapes)(
        "answers the traversal %s with 400",
        async (path) => {
          const reply = await get(path);
          expect(reply.status).toBe(400);
          expect(reply.body.toString()).not.toContain("root:");
        },
      );

      it.each(["/..\\..\\etc\\passwd", "/..%5c..%5cetc%5cpasswd"])(
        "never serves a file for the backslash traversal %s",
        async (path) => {
          const reply = await get(path);
          expect([400, 404]).toContain(reply.status);
          expect(reply.body.toString()).not.toContain("root:");
        },
      );

      it("keeps serving after every bad request", async () => {
        expect((await get("/")).status).toBe(200);
      });
    });

    describe("byte ranges", () => {
      it("answers the first two bytes with 206, as Safari asks before playing", async () => {
        const reply = await get(video, { Range: "bytes=0-1" });
        expect(reply.status).toBe(206);
        expect(reply.headers["content-range"]).toBe("bytes 0-1/65536");
        expect(reply.headers["content-length"]).toBe("2");
        expect(reply.body).toEqual(build.file("media/clip.mp4").subarray(0, 2));
      });

      it("answers an open range with the rest of the file", async () => {
        const reply = await get(video, { Range: "bytes=65000-" });
        expect(reply.status).toBe(206);
        expect(reply.headers["content-range"]).toBe("bytes 65000-65535/65536");
        expect(reply.body).toEqual(
          build.file("media/clip.mp4").subarray(65000),
        );
      });

      it("answers a suffix range with the end of the file", async () => {
        const reply = await get(video, { Range: "bytes=-100" });
        expect(reply.status).toBe(206);
        expect(reply.body).toEqual(build.file("media/clip.mp4").subarray(-100));
      });

      it("answers a range past the end with 416", async () => {
        const reply = await get(video, { Range: "bytes=70000-" });
        expect(reply.status).toBe(416);
        expect(reply.headers["content-range"]).toBe("bytes */65536");
      });

      it("says it accepts ranges", async () => {
        expect((await get(video)).headers["accept-ranges"]).toBe("bytes");
      });
    });

    describe("HEAD", () => {
      it("answers with the GET headers and no body", async () => {
        const head = await send(page, { method: "HEAD" });
        const full = await get(page);
        expect(head.status).toBe(200);
        expect(head.body).toHaveLength(0);
        expect(head.headers["content-length"]).toBe(
          full.headers["content-length"],
        );
        expect(head.headers.etag).toBe(full.headers.etag);
      });

      it("answers an unknown path with 404 and no body", async () => {
        const head = await send("/nope", { method: "HEAD" });
        expect(head.status).toBe(404);
        expect(head.body).toHaveLength(0);
      });
    });

    describe("compression", () => {
      // Without brotli the gzip twin is the best left, and nothing when only br is asked for.
      it.each([
        ["br", brotli ? "br" : "identity"],
        ["gzip", "gzip"],
        ["gzip, deflate, br, zstd", brotli ? "br" : "gzip"],
        ["br;q=0, gzip", "gzip"],
      ])("answers Accept-Encoding %j with %s", async (accept, encoding) => {
        for (const [path, file] of [
          ["/", "index.html"],
          [asset, "assets/entry-Xy98Zw76.js"],
        ] as const) {
          const reply = await get(path, { "Accept-Encoding": accept });
          expect(reply.headers["content-encoding"] ?? "identity").toBe(
            encoding,
          );
          expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
          expect(decoded(reply)).toEqual(build.file(file));
        }
      });

      it.each([
        ["no Accept-Encoding", {}],
        ["identity", { "Accept-Encoding": "identity" }],
        ["an unsupported coding", { "Accept-Encoding": "zstd" }],
      ])("sends the bytes as they are for %s", async (_, headers) => {
        const reply = await get(asset, headers);
        expect(reply.headers["content-encoding"]).toBeUndefined();
        expect(reply.body).toEqual(build.file("assets/entry-Xy98Zw76.js"));
      });

      it("leaves files too small to gain uncompressed", async () => {
        const reply = await get("/favicon.svg", {
          "Accept-Encoding": "br, gzip",
        });
        expect(reply.headers["content-encoding"]).toBeUndefined();
      });
    });

    describe("cache headers", () => {
      it.each([
        ["an HTML page", page],
        ["the home page", "/"],
        ["an unhashed file", "/favicon.svg"],
        ["an unhashed video", video],
      ])("revalidates %s with its ETag", async (_, path) => {
        const reply = await get(path);
        expect(reply.headers["cache-control"]).toBe(cacheControl.revalidate);
        expect(reply.headers.etag).toBeTruthy();
      });

      it("caches a hashed asset for a year, immutably", async () => {
        const reply = await get(asset);
        expect(reply.headers["cache-control"]).toBe(cacheControl.immutable);
      });

      it("revalidates the 404 page, even for a missing asset", async () => {
        const reply = await get("/assets/missing-0000.js");
        expect(reply.headers["cache-control"]).toBe(cacheControl.revalidate);
      });
    });

    describe("security headers", () => {
      const expected = (page?: string) =>
        securityHeadersFor(buildSecurityHeaders(build.inlineHashes), page);
      const policyOf = (reply: Reply) =>
        String(reply.headers["content-security-policy"]);

      it.each([
        ["an HTML page", page, {}, "/about/index.html"],
        ["a compressed page", "/", { "Accept-Encoding": "br" }, "/index.html"],
        [
          "a launch-list page",
          "/signup-error/",
          {},
          "/signup-error/index.html",
        ],
        ["the 404 page", "/nope", {}, "/404.html"],
        ["a hashed asset", asset, {}, undefined],
        ["a video range", video, { Range: "bytes=0-1" }, undefined],
      ])("are all on %s", async (_, path, headers, file) => {
        const reply = await get(path, headers);
        for (const [header, value] of Object.entries(expected(file))) {
          expect(reply.headers[header.toLowerCase()], header).toBe(value);
        }
      });

      // The 404 page's own paths answer with it too, as unknown paths.
      const pagePaths = fixturePages.flatMap((file) =>
        requestPathsOf(file).map((path) => [path, file]),
      );

      it.each(pagePaths)(
        "give %s a policy with every inline hash of %s and none only other pages have",
        async (path, file) => {
          const reply = await get(path);
          const own = build.inlineHashes[file];
          expect(allowedHashes(policyOf(reply))).toEqual(own);
          const othersOnly = Object.values(build.inlineHashes)
            .flatMap(({ scripts, styles }) => [...scripts, ...styles])
            .filter(
              (hash) =>
                !own?.scripts.includes(hash) && !own?.styles.includes(hash),
            );
          expect(othersOnly).not.toHaveLength(0);
          for (const hash of othersOnly)
            expect(policyOf(reply)).not.toContain(hash);
          expect(policyOf(reply)).not.toMatch(/unsafe-|\*/);
        },
      );

      it("keep the page's policy on a 304", async () => {
        const { headers } = await get(page);
        const revalidated = await get(page, {
          "If-None-Match": String(headers.etag),
        });
        expect(revalidated.status).toBe(304);
        expect(policyOf(revalidated)).toBe(
          expected("/about/index.html")["Content-Security-Policy"],
        );
      });

      it.each([
        ["a hashed asset", asset],
        ["an unhashed file", "/favicon.svg"],
        ["a video", video],
        ["a 400", "/%E0%A4%A"],
      ])("allow nothing inline on %s", async (_, path) => {
        const reply = await get(path);
        expect(policyOf(reply)).toBe(expected()["Content-Security-Policy"]);
        expect(policyOf(reply)).not.toMatch(/sha256-/);
      });
    });
  });
}
