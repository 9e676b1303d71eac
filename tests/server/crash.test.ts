import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { exitCode, spawnSite } from "../../scripts/spawn-site";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { request } from "./http";
import { signups } from "./signups-cli";

const clients = 40;
// Long enough for a few hundred acknowledged signups, short enough to kill mid-stream.
const killAfterMs = 600;

let build: FixtureBuild;
beforeAll(() => {
  build = createFixtureBuild();
});
afterAll(() => build.remove());

async function start(port: number) {
  const server = spawnSite({
    cwd: build.projectDir,
    env: { PORT: String(port), HOST: "127.0.0.1", SIGNUP_RATE_LIMIT: "0" },
  });
  await server.live;
  return server;
}

it("keeps every acknowledged signup when the server is killed with SIGKILL mid-stream", async () => {
  const port = await freePort();
  const server = await start(port);
  const acknowledged: string[] = [];
  let stopped = false;

  // Each client signs up new addresses one after another until the server is gone.
  async function client(id: number) {
    for (let n = 0; !stopped; n++) {
      const email = `crash-${id}-${n}@mail.test`;
      try {
        const reply = await request(port, "/api/subscribe", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, source: "home" }),
        });
        if (reply.status === 200) acknowledged.push(email);
        else throw new Error(`status ${reply.status}`);
      } catch {
        return;
      }
    }
  }
  const running = Array.from({ length: clients }, (_, id) => client(id));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  server.child.kill("SIGKILL");
  await exitCode(server.child);
  stopped = true;
  await Promise.all(running);
  expect(
    acknowledged.length,
    "signups acknowledged before the kill",
  ).toBeGreaterThan(50);

  const restarted = await start(await freePort());
  try {
    const { stdout } = await signups(
      { DATA_DIR: join(build.projectDir, "data") },
      "export",
    );
    const exported = new Set(
      stdout.split("\r\n").map((line) => line.split(",")[0]),
    );
    expect(acknowledged.filter((email) => !exported.has(email))).toEqual([]);
  } finally {
    restarted.child.kill("SIGKILL");
    await exitCode(restarted.child);
  }
}, 60_000);
