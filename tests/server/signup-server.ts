import { once } from "node:events";
import { readFileSync } from "node:fs";
import { closeGracefully } from "../../server/app.mjs";
import { buildLayout } from "../../server/build-layout.mjs";
import { createAppServer } from "../../server/signup-api.mjs";
import { openStore, type Store } from "../../server/store/index.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import type { FixtureBuild } from "./fixture";
import { request, type Reply } from "./http";

/** The site server with the signup API, in this process on a loopback port. */
export async function startSignupServer(
  build: FixtureBuild,
  dataDir: string,
  config: { trustProxy?: boolean; signupRateLimit?: number } = {},
) {
  const store: Store = await openStore({ dataDir });
  const server = await createAppServer({
    buildDir: build.buildDir,
    store,
    config: {
      trustProxy: config.trustProxy ?? false,
      signupRateLimit: config.signupRateLimit ?? 0,
    },
  });
  server.listen(await freePort(), "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("Not listening on TCP");
  const port = address.port;
  return {
    port,
    store,
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
