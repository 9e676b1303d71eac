import { once } from "node:events";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { exitCode, spawnSite } from "../../scripts/spawn-site";
import { minSecretLength } from "../../server/config";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { request } from "./http";

// Far more than the kernel buffers on loopback, so the response is still in flight when the
// signal arrives.
const bigFileBytes = 32 * 1024 * 1024;

const startServer = (build: FixtureBuild, env: Record<string, string>) =>
  spawnSite({ cwd: build.projectDir, env });

describe("npm start", () => {
  let build: FixtureBuild;

  beforeAll(() => {
    build = createFixtureBuild();
    writeFileSync(
      join(build.buildDir, "client/media/big.bin"),
      Buffer.alloc(bigFileBytes, 7),
    );
  });
  afterAll(() => build.remove());

  it("serves on PORT and HOST, then finishes a response in flight on SIGTERM and exits 0", async () => {
    const port = await freePort();
    const server = await startServer(build, {
      PORT: String(port),
      HOST: "127.0.0.1",
    });
    try {
      expect(await server.live).toBe(`http://127.0.0.1:${port}`);
      expect((await request(port, "/")).status).toBe(200);

      const response = await new Promise<IncomingMessage>((resolve) =>
        get(
          { host: "127.0.0.1", port, path: "/media/big.bin", agent: false },
          resolve,
        ),
      );
      response.pause();
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        server.child.exitCode,
        "still running while a response is in flight",
      ).toBeNull();
      await expect(request(port, "/")).rejects.toThrow(/ECONNREFUSED/);

      let received = 0;
      response.on("data", (chunk: Buffer) => (received += chunk.length));
      response.resume();
      await once(response, "end");
      expect(received).toBe(bigFileBytes);
      expect(await exitCode(server.child)).toBe(0);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("exits at once on SIGTERM when only idle keep-alive connections are open", async () => {
    const port = await freePort();
    const server = await startServer(build, { PORT: String(port) });
    try {
      await server.live;
      const idle = await new Promise<IncomingMessage>((resolve) =>
        get({ host: "127.0.0.1", port, path: "/" }, resolve),
      );
      idle.resume();
      await once(idle, "end");
      const signalled = Date.now();
      server.child.kill("SIGTERM");
      expect(await exitCode(server.child)).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(2000);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("in production, serves a build older than its sources as it is, saying so in one line", async () => {
    const source = join(build.projectDir, "app");
    mkdirSync(source);
    // Written after the build, so the build is stale.
    writeFileSync(join(source, "changed.ts"), "export {};\n");
    const port = await freePort();
    const server = startServer(build, {
      PORT: String(port),
      NODE_ENV: "production",
    });
    let output = "";
    server.child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    try {
      await server.live;
      expect(output.split("\n")[0]).toMatch(
        /^The source changed since the production build: serving the build as it is/,
      );
      expect(output).not.toMatch(/react-router build/);
      expect((await request(port, "/")).status).toBe(200);
    } finally {
      server.child.kill("SIGKILL");
      rmSync(source, { recursive: true });
    }
  });

  it("refuses a PORT that is not a port number", async () => {
    const server = await startServer(build, { PORT: "eighty" });
    await expect(server.live).rejects.toThrow(/PORT must be a port number/);
    expect(await exitCode(server.child)).toBe(1);
  });

  it.each<Record<string, string>>([
    { SMTP_URL: "smtp://127.0.0.1:2525" },
    { SIGNUP_WEBHOOK_URL: "http://127.0.0.1:9/hook", SIGNUP_SECRET: "short" },
  ])(
    "refuses mail or webhooks without a long SIGNUP_SECRET, in one line (%j)",
    async (env) => {
      const server = await startServer(build, { PORT: "0", ...env });
      const failure = await server.live.then(
        () => "",
        (error: Error) => error.message,
      );
      expect(await exitCode(server.child)).toBe(1);
      // One line of the server's log, as JSON when its output is not a terminal.
      const output = failure.slice(failure.indexOf(": ") + 2).trim();
      expect(output.split("\n")).toHaveLength(1);
      expect((JSON.parse(output) as { msg: string }).msg).toBe(
        `SIGNUP_SECRET must be set to at least ${minSecretLength} characters when SMTP_URL or SIGNUP_WEBHOOK_URL is set.`,
      );
    },
  );
});
