import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { buildLayout } from "../../server/build-layout";
import type { Config } from "../../server/config";
import type { BuildSecurityHeaders } from "../../server/site/http-policy";
import { buildApp } from "../../server/app";
import type { Log } from "../../server/logger";
import type { SenderTiming } from "../../server/broadcasts/sender";
import { defaultSnapshotTiming } from "../../server/store/list-snapshot";
import { openStore, type Store } from "../../server/store/index";
import { freePort } from "../../scripts/free-port";
import { policyHashes } from "../../scripts/build/csp-hashes";
import { allowedHashes } from "../csp-policy";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
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
    | "ownerSignInLimit"
    | "mailEventsSecret"
    | "dkim"
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
  /** The broadcast sender's timing (its loop polls every 20 ms unless told). */
  broadcast?: Partial<SenderTiming>;
  /** Where the server logs; unset, it logs nothing. */
  log?: Log;
  /** How often the visit counts are written (unless told, only when a test flushes them). */
  visitsFlushMs?: number;
  /** Visit pings per minute per client (unless told, no limit). */
  visitRateLimit?: number;
};

/**
 * The list's snapshot counted within a tenth of a second of a change; a test that needs it
 * at once counts it itself (`countUnlessFresh`).
 */
export const testSnapshotTiming = {
  ...defaultSnapshotTiming,
  pollMs: 100,
  minGapMs: 0,
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
    snapshotTiming: testSnapshotTiming,
    signupSecret: config.signupSecret,
  });
  const port = config.port ?? (await freePort());
  const serverConfig = {
    trustProxy: config.trustProxy ?? false,
    signupRateLimit: config.signupRateLimit ?? 0,
    smtpUrl: config.smtpUrl,
    webhookUrl: config.webhookUrl,
    signupSecret: config.signupSecret,
    publicUrl: config.publicUrl ?? `http://127.0.0.1:${port}`,
    ownerSignInLimit: config.ownerSignInLimit ?? 0,
    visitRateLimit: config.visitRateLimit ?? 0,
    mailEventsSecret: config.mailEventsSecret,
    dkim: config.dkim,
  };
  const app = await buildApp({
    buildDir: build.buildDir,
    store,
    config: serverConfig,
    now: config.now,
    log: config.log,
    visitsFlushMs: config.visitsFlushMs ?? 3_600_000,
    worker: {
      pollMs: 20,
      ...(config.retry ? { retry: config.retry } : {}),
      broadcast: { pollMs: 20, ...config.broadcast },
    },
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    port,
    store,
    deliveries: app.deliveries,
    /** The visit counter: `flush()` writes what it counted. */
    visits: app.visits,
    subscriptions: app.subscriptions,
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
      await app.close();
      await store.close();
    },
  };
}

/** The security headers the build computed, which every API answer must carry too. */
export function builtSecurityHeaders(
  build: FixtureBuild,
): BuildSecurityHeaders {
  return JSON.parse(readFileSync(buildLayout(build.buildDir).headers, "utf8"));
}

export const json = "application/json";
export const form = "application/x-www-form-urlencoded";
export const formBody = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

/**
 * Every API answer: the security headers, never cached, no CORS allowance. A page's policy
 * allows exactly the inline code of the page as sent; any other answer's allows none.
 */
export function expectApiHeaders(build: FixtureBuild, replies: Reply[]) {
  const security = builtSecurityHeaders(build);
  for (const reply of replies) {
    for (const [name, value] of Object.entries(security.headers))
      expect(reply.headers[name.toLowerCase()], name).toBe(value);
    const policy = String(reply.headers["content-security-policy"]);
    if (String(reply.headers["content-type"]).startsWith("text/html"))
      expect(allowedHashes(policy)).toEqual(
        policyHashes(reply.body.toString("utf8")),
      );
    else expect(policy).toBe(security.defaultPolicy);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(
      Object.keys(reply.headers).filter((name) =>
        name.startsWith("access-control-"),
      ),
    ).toEqual([]);
  }
}

/**
 * A fixture build for the test file and servers on it, each in a new data folder unless told
 * which; the build and the folders are removed after the file's tests.
 */
export function signupServers(prefix: string) {
  let build: FixtureBuild | undefined;
  const folders: string[] = [];
  beforeAll(() => {
    build = createFixtureBuild();
  });
  afterAll(() => {
    build?.remove();
    for (const folder of folders)
      rmSync(folder, { recursive: true, force: true });
  });
  const fixture = () => {
    if (!build) throw new Error("The fixture build is made in beforeAll");
    return build;
  };
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  return {
    build: fixture,
    dataDir,
    start: (config: TestConfig = {}, folder = dataDir()) =>
      startSignupServer(fixture(), folder, config),
  };
}

export type SignupServer = Awaited<ReturnType<typeof startSignupServer>>;

/** A reply without the headers that change by the clock. */
export const comparable = ({ status, headers, body }: Reply) => ({
  status,
  headers: { ...headers, date: undefined },
  body: body.toString("utf8"),
});
