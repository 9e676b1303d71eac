import { Writable } from "node:stream";
import { pino } from "pino";
import { loggerOptions, type Log } from "../../server/logger";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { freePort } from "../../scripts/free-port";
import { buildSecurityHeaders } from "../../server/site/http-policy";
import { openStore } from "../../server/store/index";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { request } from "./http";
import { describeSiteContract } from "./site-contract";

async function startInProcess(
  build: FixtureBuild,
  options: { memoryLimit?: number; log?: Log } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "bb-site-list-"));
  const store = await openStore({ dataDir });
  const app = await buildApp({
    buildDir: build.buildDir,
    store,
    config: { trustProxy: false, signupRateLimit: 0 },
    ...options,
  });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  return {
    port,
    stop: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeSiteContract("the Node server", (build) => startInProcess(build));
// Files over the memory limit (videos, in a real build) stream from disk: the same contract.
describeSiteContract("the Node server streaming every file", (build) =>
  startInProcess(build, { memoryLimit: 0 }),
);

describe("the Node server beyond the shared contract", () => {
  let build: FixtureBuild;
  let port = 0;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    build = createFixtureBuild();
    ({ port, stop } = await startInProcess(build));
  });
  afterAll(async () => {
    await stop();
    build.remove();
  });

  it.each(["POST", "PUT", "DELETE", "OPTIONS"])(
    "answers %s with 405, Allow and a policy that allows nothing inline",
    async (method) => {
      const reply = await request(port, "/", { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
      expect(reply.headers["content-security-policy"]).toBe(
        buildSecurityHeaders({}).defaultPolicy,
      );
    },
  );

  it.each([
    ["a single byte", "bytes=0-0", 206, 1],
    ["two ranges", "bytes=0-1,5-6", 200, 65536],
    ["a reversed range", "bytes=9-2", 200, 65536],
    ["another unit", "items=0-1", 200, 65536],
  ])("answers %s (%s) with %i", async (_, range, status, length) => {
    const reply = await request(port, "/media/clip.mp4", {
      headers: { Range: range },
    });
    expect(reply.status).toBe(status);
    expect(reply.body).toHaveLength(length);
  });

  it("sends the whole file when If-Range is present, as it cannot validate a weak ETag", async () => {
    const headers = { Range: "bytes=0-1", "If-Range": 'W/"65536-0"' };
    const reply = await request(port, "/media/clip.mp4", { headers });
    expect(reply.status).toBe(200);
  });

  it("ignores a range on a route, which is a page rather than a file", async () => {
    const reply = await request(port, "/about", {
      headers: { Range: "bytes=0-1" },
    });
    expect(reply.status).toBe(200);
  });

  it.each([
    ["an encoded backslash", "/..%5c..%5cetc%5cpasswd"],
    ["an encoded slash", "/assets%2fentry-Xy98Zw76.js"],
    ["an invalid UTF-8 sequence", "/%C0%AF"],
    ["a dot segment", "/./index.html"],
  ])("answers %s with 400", async (_, path) => {
    expect((await request(port, path)).status).toBe(400);
  });

  it("survives a streamed file removed from the build after it started, and keeps serving", async () => {
    const logged: unknown[] = [];
    const log = pino(
      loggerOptions("error"),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    const streaming = await startInProcess(build, { memoryLimit: 0, log });
    rmSync(join(build.buildDir, "client/assets/entry-Xy98Zw76.js.br"));
    await expect(
      request(streaming.port, "/assets/entry-Xy98Zw76.js", {
        headers: { "Accept-Encoding": "br" },
      }),
    ).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
    expect(logged).toEqual([
      expect.objectContaining({
        err: expect.objectContaining({ code: "ENOENT" }),
      }),
    ]);
    expect((await request(streaming.port, "/about")).status).toBe(200);
    await streaming.stop();
  });

  it("keeps answering from memory a file removed after it started", async () => {
    rmSync(join(build.buildDir, "client/favicon.svg"));
    const reply = await request(port, "/favicon.svg");
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain("<svg");
  });
});
