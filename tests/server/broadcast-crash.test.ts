// A broadcast through crashes, on SQLite and PostgreSQL: `npm start` sending the launch mail
// into a local SMTP sink is killed when 40 % of it has arrived, then started again. After
// SIGKILL nobody is missed, and the mails that went twice are among those counted in doubt,
// no more than the concurrency; after SIGTERM everyone gets exactly one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSenderTiming } from "../../server/broadcasts/sender";
import { openStore } from "../../server/store/index";
import { freePort } from "../../scripts/free-port";
import { exitCode, spawnSite } from "../../scripts/spawn-site";
import {
  addConfirmed,
  fanAddresses,
  launchBroadcast,
  reaches,
  statusOf,
} from "./broadcast-helpers";
import { bothEngines, storeConfig, type EngineEnv } from "./engines";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { startMailSink, type MailSink } from "./mail-sink";

const audience = 100;
const killAt = 40;

let build: FixtureBuild;
beforeAll(() => {
  build = createFixtureBuild();
});
afterAll(() => build.remove());

async function start(env: EngineEnv, sink: MailSink) {
  const server = spawnSite({
    cwd: build.projectDir,
    env: {
      ...env,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      SMTP_URL: sink.url,
      SIGNUP_SECRET: "broadcast-crash-secret-of-32-characters",
      // The rows a killed server held go out again once their claim lapses: the shortest
      // claim allowed, so each SIGKILL run waits 2 s for them, not the default 10.
      LEASE_SECONDS: "2",
    },
  });
  await server.live;
  return server;
}

describe.each(bothEngines())(
  "a broadcast from npm start on $name",
  (engine) => {
    it.each(["SIGKILL", "SIGTERM"] as const)(
      "reaches everyone when the server gets %s at 40 % and starts again",
      async (signal) => {
        const env = await engine.fresh();
        const store = await openStore(storeConfig(env));
        const fans = fanAddresses(
          `${signal}-${engine.name}-${Date.now()}`,
          audience,
        );
        let server: ReturnType<typeof spawnSite> | undefined;
        let arrived = 0;
        // The sink stops the server as the 40th mail is all in, before it answers that it has
        // it: after SIGKILL the sender never hears, after SIGTERM it does and stops cleanly.
        const sink = await startMailSink({
          received: async () => {
            arrived += 1;
            if (arrived !== killAt || !server) return;
            server.child.kill(signal);
            if (signal === "SIGKILL") await exitCode(server.child);
          },
        });
        try {
          await addConfirmed(store, fans);
          server = await start(env, sink);
          const id = await launchBroadcast(store, 50);
          await exitCode(server.child);
          const atStop = await statusOf(store, id);
          expect(atStop.state).toBe("sending");
          expect(atStop.sent).toBeLessThan(audience);

          server = await start(env, sink);
          await reaches(store, id, "done", 30_000);
          const status = await statusOf(store, id);
          const copies = fans.map((fan) => sink.to(fan).length);
          const twice = copies.filter((n) => n === 2).length;
          expect(copies.every((n) => n === 1 || n === 2)).toBe(true);
          expect(status).toMatchObject({
            sent: audience,
            pending: 0,
            failed: 0,
          });
          if (signal === "SIGTERM") {
            expect(twice).toBe(0);
            expect(status.inDoubt).toBe(0);
          } else {
            // In doubt is what may have gone: a mail cut off mid-transfer by the kill is in
            // doubt too, yet reached nobody the first time.
            expect(twice).toBeGreaterThanOrEqual(1);
            expect(status.inDoubt).toBeGreaterThanOrEqual(twice);
            expect(status.inDoubt).toBeLessThanOrEqual(
              defaultSenderTiming.concurrency,
            );
          }
        } finally {
          server?.child.kill("SIGKILL");
          if (server) await exitCode(server.child);
          await store.close();
          await sink.stop();
        }
      },
      60_000,
    );
  },
);
