import { once } from "node:events";
import { readFileSync } from "node:fs";
import { closeGracefully } from "../../server/app.mjs";
import { buildLayout } from "../../server/build-layout.mjs";
import type { Config } from "../../server/config.mjs";
import { startDeliveries } from "../../server/deliveries.mjs";
import { createAppServer } from "../../server/signup-api.mjs";
import { openStore, type Store } from "../../server/store/index.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import type { FixtureBuild } from "./fixture";
import { request, type Reply } from "./http";

/** What a test may set of the server's configuration. */
export type TestConfig = Partial<
  Pick<
    Config,
    | "trustProxy"
    | "signupRateLimit"
    | "smtpUrl"
    | "webhookUrl"
    | "signupSecret"
    | "publicUrl"
  >
> & {
  /** The clock of the server and its outbox worker. */
  now?: () => Date;
  /** The outbox worker's retry timing. */
  retry?: { baseMs: number; maxMs: number; maxAttempts: number };
  /** Listen on this port (a restart keeps its links working). */
  port?: number;
  /** PostgreSQL instead of SQLite in dataDir. */
  databaseUrl?: string;
};

/** The site server with the signup API and the outbox worker, in this process on a loopback port. */
export async function startSignupServer(
  build: FixtureBuild,
  dataDir: string,
  config: TestConfig = {},
) {
  const store: Store = await openStore({
    dataDir,
    databaseUrl: config.databaseUrl,
  });
  const port = config.port ?? (await freePort());
  const serverConfig = {
    trustProxy: config.trustProxy ?? false,
    signupRateLimit: config.signupRateLimit ?? 0,
    smtpUrl: config.smtpUrl,
    webhookUrl: config.webhookUrl,
    signupSecret: config.signupSecret,
    publicUrl: config.publicUrl ?? `http://127.0.0.1:${port}`,
  };
  const server = await createAppServer({
    buildDir: build.buildDir,
    store,
    config: serverConfig,
    now: config.now,
  });
  const deliveries = startDeliveries({
    buildDir: build.buildDir,
    store,
    config: { ...serverConfig, mailFrom: undefined },
    now: config.now,
    worker: { pollMs: 20, ...(config.retry ? { retry: config.retry } : {}) },
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    port,
    store,
    deliveries,
    /** Posts a body to /api/subscribe with the given Content-Type and extra headers. */
    post: (
      contentType: string | undefined,
      body: string,
      headers: Record<string, string> = {},
    ): Promise<Reply> =>
      request(port, "/api/subscribe", {
        method: "POST",
        body,
        headers: {
          ...(contentType ? { "Content-Type": contentType } : {}),
          ...headers,
        },
      }),
    stop: async () => {
      await closeGracefully(server, 1000);
      await deliveries.stop();
      await store.close();
    },
  };
}

/** The security headers the build computed, which every API answer must carry too. */
export function builtSecurityHeaders(
  build: FixtureBuild,
): Record<string, string> {
  return JSON.parse(readFileSync(buildLayout(build.buildDir).headers, "utf8"));
}

export const json = "application/json";
export const form = "application/x-www-form-urlencoded";
export const formBody = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();
