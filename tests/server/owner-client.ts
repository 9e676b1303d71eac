// An owner's browser, as far as the admin API sees it: a session cookie kept between
// requests, JSON writes from the site's own origin, and a software passkey.
import { expect } from "vitest";
import type { EngineEnv } from "./engines";
import { request, type Reply } from "./http";
import type { signupServers, TestConfig } from "./signup-server";
import { signups } from "./signups-cli";
import { softAuthenticator } from "./soft-authenticator";

export const adminApi = "/api/admin";

/** The JSON body of a reply. */
export const bodyOf = (reply: Reply) =>
  JSON.parse(reply.body.toString("utf8")) as Record<string, unknown> & {
    options: never;
  };

/** The session cookie a reply sets, as `name=value`. */
export function sessionCookie(reply: Reply) {
  const header = reply.headers["set-cookie"]?.find((c) =>
    c.includes("bb-owner="),
  );
  return header?.split(";")[0];
}

export function ownerClient(port: number, origin = `http://127.0.0.1:${port}`) {
  let cookie: string | undefined;
  const passkey = softAuthenticator(origin);
  const client = {
    passkey,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    async get(path: string, headers: Record<string, string> = {}) {
      return request(port, `${adminApi}${path}`, {
        headers: { ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    async post(
      path: string,
      body: unknown = {},
      headers: Record<string, string> = {},
    ) {
      const reply = await request(port, `${adminApi}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          origin,
          "sec-fetch-site": "same-origin",
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      });
      cookie = sessionCookie(reply) ?? cookie;
      return reply;
    },
    /** Registers this client's passkey with an invite token and keeps the session. */
    async register(token: string, { userVerified = true } = {}) {
      const options = await client.post("/invite/options", { token });
      if (options.status !== 200) return options;
      return client.post("/invite/register", {
        token,
        response: passkey.register(bodyOf(options).options, { userVerified }),
      });
    },
    /** Signs in with this client's passkey and keeps the session. */
    async signIn({ userVerified = true } = {}) {
      const options = await client.post("/sign-in/options");
      if (options.status !== 200) return options;
      return client.post("/sign-in", {
        response: passkey.signIn(bodyOf(options).options, { userVerified }),
      });
    },
  };
  return client;
}

/** The token of an invite link: its fragment. */
export const tokenOf = (link: string) => new URL(link).hash.slice(1);

/**
 * A server on a fresh list and an owner signed in through the command line's invite.
 * @param env where the list lives (an engine's fresh environment)
 */
export async function signedInOwner(
  servers: ReturnType<typeof signupServers>,
  env: EngineEnv,
  config: TestConfig = {},
) {
  const server = await servers.start(
    { ...config, databaseUrl: env.DATABASE_URL },
    env.DATA_DIR,
  );
  const origin = `http://127.0.0.1:${server.port}`;
  const invite = await signups(
    { ...env, PUBLIC_URL: origin },
    "invite-owner",
    "--name",
    "Ana Lima",
  );
  expect(invite.code, invite.stderr).toBe(0);
  const link = invite.stdout.trim().split("\n").at(-1) ?? "";
  expect(link).toMatch(
    new RegExp(`^${origin}/admin/invite#[A-Za-z0-9_-]{43}$`),
  );
  const owner = ownerClient(server.port);
  expect((await owner.register(tokenOf(link))).status).toBe(201);
  return { server, owner };
}
