import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect as tlsConnect, type ConnectionOptions } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import {
  apiBodyLimitBytes,
  buildSecurityHeaders,
  cacheControl,
  securityHeadersFor,
} from "../../server/site/http-policy";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { request } from "./http";
import { startNginx, type RunningNginx } from "./nginx";

/** What the stand-in for `npm start` received through the proxy. */
type Received = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

/** The policy of the page the stand-in API answers with, which only the API knows. */
const apiPagePolicy =
  "default-src 'self'; script-src 'self' 'sha256-api-page='";

/**
 * A stand-in for the API in `npm start`: records each request and answers the way a careless
 * upstream might, with its own cache and security headers that nginx must not pass on, and
 * the policy of the page it answers with, which nginx must pass on as it is.
 */
async function startUpstream() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200, {
        "Content-Type": "application/json",
        "Cache-Control": "public, max-age=600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": apiPagePolicy,
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  server.listen(await freePort(), "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("Not on TCP");
  return {
    address: `127.0.0.1:${address.port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The protocol and cipher a TLS handshake with these options ends in, or the error. */
function handshake(port: number, options: ConnectionOptions) {
  return new Promise<{
    protocol: string | null;
    alpn: string | false;
    cipher: string;
  }>((resolve, reject) => {
    const socket = tlsConnect({ host: "127.0.0.1", port, ...options }, () => {
      resolve({
        protocol: socket.getProtocol(),
        alpn: socket.alpnProtocol ?? false,
        cipher: socket.getCipher().name,
      });
      socket.end();
    });
    socket.once("error", reject);
  });
}

describe("nginx with the generated config, HTTPS and the API", () => {
  let build: FixtureBuild;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let nginx: RunningNginx;
  const https = (path: string, options: Parameters<typeof request>[2] = {}) =>
    request(nginx.port, path, { ...options, ca: nginx.ca });

  beforeAll(async () => {
    build = createFixtureBuild();
    upstream = await startUpstream();
    nginx = await startNginx(build, { apiUpstream: upstream.address });
  });
  afterAll(async () => {
    await nginx?.stop();
    await upstream?.stop();
    build?.remove();
  });

  describe("plain HTTP", () => {
    it.each(["/", "/about?ref=news&x=1", "/nope/deeper?q=%20"])(
      "answers %s with 301 to the same path and query over HTTPS, without HSTS",
      async (path) => {
        const reply = await request(nginx.httpPort, path);
        expect(reply.status).toBe(301);
        expect(reply.headers.location).toBe(
          `https://127.0.0.1:${nginx.port}${path}`,
        );
        expect(reply.headers["strict-transport-security"]).toBeUndefined();
      },
    );

    it("redirects the API too, rather than serving it in the clear", async () => {
      const reply = await request(nginx.httpPort, "/api/subscribe", {
        method: "POST",
      });
      expect(reply.status).toBe(301);
    });
  });

  describe("HTTPS", () => {
    it("answers 200 with HSTS and every security header of `npm start`", async () => {
      const reply = await https("/");
      expect(reply.status).toBe(200);
      const expected = securityHeadersFor(
        buildSecurityHeaders(build.inlineHashes),
        "/index.html",
      );
      expect(expected["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
      for (const [header, value] of Object.entries(expected)) {
        expect(reply.headers[header.toLowerCase()], header).toBe(value);
      }
    });

    it("offers HTTP/2", async () => {
      const result = await handshake(nginx.port, {
        ca: nginx.ca,
        ALPNProtocols: ["h2", "http/1.1"],
      });
      expect(result.alpn).toBe("h2");
    });

    it.each(["TLSv1.2", "TLSv1.3"] as const)(
      "speaks %s with a forward-secret AEAD suite",
      async (version) => {
        const result = await handshake(nginx.port, {
          ca: nginx.ca,
          minVersion: version,
          maxVersion: version,
        });
        expect(result.protocol).toBe(version);
        expect(result.cipher).toMatch(
          /^(ECDHE-(RSA|ECDSA)-(AES\d+-GCM|CHACHA20)|TLS_(AES_\d+_GCM|CHACHA20))/,
        );
      },
    );

    it.each([
      "AES128-GCM-SHA256",
      "ECDHE-RSA-AES128-SHA",
      "ECDHE-ECDSA-AES128-SHA256",
    ])(
      "refuses TLS 1.2 with %s, outside the intermediate profile",
      async (cipher) => {
        await expect(
          handshake(nginx.port, {
            ca: nginx.ca,
            maxVersion: "TLSv1.2",
            ciphers: cipher,
          }),
        ).rejects.toThrow();
      },
    );
  });

  describe("/api/ through the proxy", () => {
    const signup = JSON.stringify({ email: "reader@blunt-bold.test" });

    it("passes the request on with the client's address and the original scheme and host", async () => {
      const before = upstream.received.length;
      const reply = await https("/api/subscribe", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          // A client's own claim must not reach the API as its address.
          "X-Forwarded-For": "203.0.113.9",
        },
        body: signup,
      });
      expect(reply.status).toBe(200);
      const [seen] = upstream.received.slice(before);
      expect(seen).toMatchObject({
        method: "POST",
        url: "/api/subscribe",
        body: signup,
      });
      expect(seen?.headers["x-forwarded-for"]).toBe("127.0.0.1");
      expect(seen?.headers["x-forwarded-proto"]).toBe("https");
      expect(seen?.headers["x-forwarded-host"]).toBe(`127.0.0.1:${nginx.port}`);
    });

    it("answers with no-store and the site's security headers, each once, the API's own policy kept", async () => {
      const reply = await https("/api/subscribe", {
        method: "POST",
        body: signup,
      });
      expect(reply.headers["cache-control"]).toBe(cacheControl.none);
      expect(reply.headers["x-content-type-options"]).toBe("nosniff");
      expect(reply.headers["strict-transport-security"]).toBeTruthy();
      expect(reply.headers["content-security-policy"]).toBe(apiPagePolicy);
    });

    it("passes every path under /api/ on, even one named like a hidden file", async () => {
      const before = upstream.received.length;
      expect((await https("/api/export.csv.gz")).status).toBe(200);
      expect(upstream.received.slice(before)).toMatchObject([
        { url: "/api/export.csv.gz" },
      ]);
    });

    it("never answers from a cache: every request reaches the API", async () => {
      const before = upstream.received.length;
      await https("/api/subscribe?same=1");
      await https("/api/subscribe?same=1");
      expect(upstream.received.length - before).toBe(2);
    });

    it("refuses a body over the limit with 413, without calling the API", async () => {
      const before = upstream.received.length;
      const atLimit = await https("/api/subscribe", {
        method: "POST",
        body: "x".repeat(apiBodyLimitBytes),
      });
      expect(atLimit.status).toBe(200);
      const over = await https("/api/subscribe", {
        method: "POST",
        body: "x".repeat(apiBodyLimitBytes + 1),
      });
      expect(over.status).toBe(413);
      expect(upstream.received.length - before).toBe(1);
      // nginx's own answer has nothing inline to allow.
      expect(over.headers["content-security-policy"]).toBe(
        buildSecurityHeaders({}).defaultPolicy,
      );
    });
  });
});
