// The server's log as an operator reads it: one JSON line per API request, with the request's
// id, method, path, status and time, and never an address, a mail link's token or a cookie.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEndpoint } from "../../app/lib/signup-form";
import { loggerOptions } from "../../server/logger";
import { openLink, pressLink } from "./link-clicks";
import { linkIn, startMailSink } from "./mail-sink";
import { json, signupServers, type SignupServer } from "./signup-server";

const servers = signupServers("bb-logging-");
const lines: Record<string, unknown>[] = [];
let server: SignupServer;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  sink = await startMailSink();
  server = await servers.start({
    smtpUrl: sink.url,
    signupSecret: "logging-secret-of-at-least-32-chars",
    log: pino(
      loggerOptions("info"),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    ),
  });
});
afterAll(async () => {
  await server.stop();
  await sink.stop();
});

describe("the server's log", () => {
  it("has a line per API request with its id and status, and no address, token or cookie", async () => {
    const address = "private.person@mail.test";
    const signedUp = await server.post(
      json,
      JSON.stringify({ email: address, source: "home" }),
      { cookie: "bb-owner=not-for-logs" },
    );
    expect(signedUp.status).toBe(200);
    await server.deliveries.runOnce();
    const link = linkIn(sink.to(address)[0], confirmEndpoint);
    expect((await openLink(server, link)).status).toBe(200);
    expect((await pressLink(server, link)).status).toBe(303);
    await openLink(server, new URL("/about", link));

    const answered = lines.filter((line) => line.msg === "answered");
    expect(answered.map((line) => line.status)).toEqual([200, 200, 303]);
    expect(answered.map((line) => line.url)).toEqual([
      "/api/subscribe",
      `${confirmEndpoint}?t=[redacted]`,
      `${confirmEndpoint}?t=[redacted]`,
    ]);
    const ids = answered.map((line) => String(line.reqId));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const written = JSON.stringify(lines);
    for (const secret of [
      address,
      link.searchParams.get("t") ?? "-",
      "not-for-logs",
    ])
      expect(written).not.toContain(secret);
  });
});
