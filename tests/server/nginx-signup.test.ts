// nginx with the generated config in front of a real `npm start`, on the production build
// (`npm test` builds before it runs Vitest): a signup posted over HTTPS lands in the store,
// and every page goes out, either way, under its own Content-Security-Policy.
import { mkdtempSync, rmSync } from "node:fs";
import { allSignups } from "./all-signups";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeEndpoint } from "../../app/lib/signup-form";
import { policyHashes } from "../../scripts/build/csp-hashes";
import { htmlFiles, urlPath } from "../../scripts/build/html-files";
import { freePort } from "../../scripts/free-port";
import { exitCode, spawnSite } from "../../scripts/spawn-site";
import {
  apiBodyLimitBytes,
  cacheControl,
  requestPathsOf,
} from "../../server/site/http-policy";
import { bodyLimitBytes } from "../../server/app";
import { openStore } from "../../server/store/index";
import { allowedHashes } from "../csp-policy";
import { request, type Reply } from "./http";
import { readableCopy, startNginx, type RunningNginx } from "./nginx";

const buildDir = join(import.meta.dirname, "../../build");
const policyOf = (reply: Reply) =>
  String(reply.headers["content-security-policy"]);
// Low enough to reach in a test, so it shows which address the API counts.
const signupRateLimit = 3;

describe("a signup through nginx to npm start", () => {
  let dataDir: string;
  let site: ReturnType<typeof spawnSite>;
  let nginx: RunningNginx;
  let nginxBuild: string;
  let sitePort = 0;
  const post = (body: object, headers: Record<string, string> = {}) =>
    request(nginx.port, subscribeEndpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        // What a browser on the site sends; the API compares it with X-Forwarded-Host.
        Origin: `https://127.0.0.1:${nginx.port}`,
        ...headers,
      },
      body: JSON.stringify(body),
      ca: nginx.ca,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "bb-signups-"));
    const port = await freePort();
    sitePort = port;
    site = spawnSite({
      cwd: join(buildDir, ".."),
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        TRUST_PROXY: "1",
        DATA_DIR: dataDir,
        SIGNUP_RATE_LIMIT: String(signupRateLimit),
      },
    });
    await site.live;
    nginxBuild = readableCopy(buildDir);
    nginx = await startNginx(
      { buildDir: nginxBuild },
      { apiUpstream: `127.0.0.1:${port}` },
    );
  });
  afterAll(async () => {
    await nginx?.stop();
    if (site && site.child.exitCode === null) {
      site.child.kill("SIGTERM");
      await exitCode(site.child);
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (nginxBuild) rmSync(nginxBuild, { recursive: true, force: true });
  });

  it("lets every body a signup could be through to the API's own limit", () => {
    expect(apiBodyLimitBytes).toBeGreaterThanOrEqual(bodyLimitBytes);
  });

  it("stores a signup posted over HTTPS, answered with no-store", async () => {
    const reply = await post({
      email: "reader@blunt-bold.test",
      source: "home",
    });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString())).toMatchObject({
      status: "subscribed",
    });
    expect(reply.headers["cache-control"]).toBe(cacheControl.none);
    expect(reply.headers["strict-transport-security"]).toBeTruthy();
  });

  it("counts a client by the address nginx saw, whatever X-Forwarded-For it sends", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < signupRateLimit; n++) {
      const reply = await post(
        { email: `fan${n}@blunt-bold.test`, source: "news" },
        { "X-Forwarded-For": `198.51.100.${n}` },
      );
      statuses.push(reply.status);
    }
    // One post already came from this address in the test before.
    expect(statuses).toEqual([...Array(signupRateLimit - 1).fill(200), 429]);
  });

  it.each(["npm start", "nginx"])(
    "serves every page of the build through %s with a policy for exactly its own inline code",
    async (through) => {
      const get = (path: string) =>
        through === "nginx"
          ? request(nginx.port, path, { ca: nginx.ca })
          : request(sitePort, path);
      const pagePaths = htmlFiles(join(buildDir, "client")).flatMap((name) =>
        requestPathsOf(urlPath(name)),
      );
      for (const path of pagePaths) {
        const reply = await get(path);
        expect(reply.headers["content-type"], path).toMatch(/^text\/html/);
        expect(allowedHashes(policyOf(reply)), path).toEqual(
          policyHashes(reply.body.toString("utf8")),
        );
      }
    },
  );

  it("answers a form post the API refuses with the error page under that page's own policy", async () => {
    const reply = await request(nginx.port, "/api/no-such-endpoint", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: `https://127.0.0.1:${nginx.port}`,
      },
      body: "email=fan%40mail.test&source=home",
      ca: nginx.ca,
    });
    expect(reply.status).toBe(404);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(allowedHashes(policyOf(reply))).toEqual(
      policyHashes(reply.body.toString("utf8")),
    );
  });

  it("keeps the signups in DATA_DIR after npm start stops", async () => {
    site.child.kill("SIGTERM");
    expect(await exitCode(site.child)).toBe(0);
    const store = await openStore({ dataDir });
    try {
      const emails = (await allSignups(store)).map((signup) => signup.email);
      expect(emails).toEqual(
        expect.arrayContaining([
          "reader@blunt-bold.test",
          "fan0@blunt-bold.test",
        ]),
      );
      expect(emails).not.toContain(`fan${signupRateLimit - 1}@blunt-bold.test`);
    } finally {
      await store.close();
    }
  });
});
