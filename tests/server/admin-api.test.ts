// The owners' API over HTTP: passkey registration and sign-in (with a software authenticator),
// sessions, refusals, the sign-in limit and the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerProblems } from "../../app/content/dashboard";
import { createInvite } from "../../server/owners/invites";
import { hashToken } from "../../server/owners/tokens";
import { auditLog } from "../../server/store/audit-log";
import { ownersTable } from "../../server/store/owners";
import { request } from "./http";
import {
  adminApi,
  bodyOf,
  ownerClient,
  sessionCookie,
  tokenOf,
} from "./owner-client";
import { testClock } from "./test-clock";
import { signupServers, type SignupServer } from "./signup-server";

const servers = signupServers("bb-admin-api-");

const minutes = (n: number) => n * 60_000;

async function inviteFor(server: SignupServer, name: string, now: Date) {
  const { link } = await createInvite(ownersTable(server.store.db), {
    name,
    invitedBy: null,
    origin: `http://127.0.0.1:${server.port}`,
    now,
  });
  return tokenOf(link);
}

/** Every owner-only route, with a body for the writes. */
const ownerRoutes: [string, string, unknown?][] = [
  ["GET", "/session"],
  ["POST", "/sign-out", {}],
  ["GET", "/overview?tz=UTC"],
  ["GET", "/questions"],
  ["POST", "/questions/handled", { question: "x" }],
  ["GET", "/outbox"],
  ["POST", "/outbox/redeliver", { id: "x" }],
  ["GET", "/subscribers?q=a"],
  ["GET", "/subscriber?email=a%40mail.test"],
  [
    "POST",
    "/subscribers/erase",
    { email: "a@mail.test", confirm: "a@mail.test" },
  ],
  ["GET", "/export.csv"],
  ["GET", "/sessions"],
  ["POST", "/sessions/end", { others: true }],
  ["POST", "/step-up/options", {}],
  ["POST", "/step-up", { response: {} }],
  ["GET", "/passkeys"],
  ["POST", "/passkeys/options", {}],
  ["POST", "/passkeys", { response: {} }],
  ["POST", "/passkeys/revoke", { id: "x" }],
  ["POST", "/invites", { name: "Bo" }],
  ["GET", "/audit"],
  ["GET", "/broadcasts"],
  ["POST", "/broadcasts", {}],
  ["GET", "/broadcasts/x/preview"],
  ["POST", "/broadcasts/x/test", { to: "a@mail.test" }],
  ["POST", "/broadcasts/x/start", {}],
  ["POST", "/broadcasts/x/pause", {}],
  ["POST", "/broadcasts/x/resume", {}],
  ["POST", "/broadcasts/x/cancel", {}],
  ["POST", "/broadcasts/x/delete", {}],
  ["GET", "/no-such-route"],
];

const clock = testClock();

describe("the owners' API", () => {
  let server: SignupServer;
  beforeAll(async () => {
    server = await servers.start({ now: clock.now });
  });
  afterAll(() => server.stop());

  it("registers a passkey from an invite, signs out, and signs in again with a new session id", async () => {
    const owner = ownerClient(server.port);
    const registered = await owner.register(
      await inviteFor(server, "Ana", clock.now()),
    );
    expect(registered.status).toBe(201);
    expect(bodyOf(registered).owner).toMatchObject({ name: "Ana" });
    const setCookie = registered.headers["set-cookie"]?.[0] ?? "";
    // Plain HTTP here, so no __Host- prefix; the flags are the same on HTTPS.
    expect(setCookie).toMatch(/^bb-owner=[A-Za-z0-9_-]{43};/);
    for (const flag of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/"])
      expect(setCookie).toContain(flag);
    const firstSession = owner.cookie;

    expect(bodyOf(await owner.get("/session")).owner).toMatchObject({
      name: "Ana",
    });
    expect((await owner.post("/sign-out")).status).toBe(204);
    expect((await owner.get("/session")).status).toBe(401);

    const signedIn = await owner.signIn();
    expect(signedIn.status).toBe(200);
    expect(bodyOf(signedIn).owner).toMatchObject({ name: "Ana" });
    expect(owner.cookie).not.toBe(firstSession);
    expect((await owner.get("/session")).status).toBe(200);

    // The old session stays ended.
    owner.cookie = firstSession;
    expect((await owner.get("/session")).status).toBe(401);
  });

  it("refuses an invite used twice, an expired one and one never made", async () => {
    const token = await inviteFor(server, "Once", clock.now());
    expect((await ownerClient(server.port).register(token)).status).toBe(201);
    const again = await ownerClient(server.port).register(token);
    expect(again.status).toBe(410);
    expect(bodyOf(again).error).toBe(ownerProblems["invite-invalid"]);

    const late = await inviteFor(server, "Late", clock.now());
    clock.advance(minutes(15) + 1000);
    expect((await ownerClient(server.port).register(late)).status).toBe(410);
    expect(
      (await ownerClient(server.port).register("A".repeat(43))).status,
    ).toBe(410);
    expect(
      (await ownerClient(server.port).register("not a token")).status,
    ).toBe(410);
  });

  it("refuses a registration or a sign-in without user verification", async () => {
    const owner = ownerClient(server.port);
    const token = await inviteFor(server, "Uv", clock.now());
    const unverified = await owner.register(token, { userVerified: false });
    expect(unverified.status).toBe(400);
    expect(bodyOf(unverified).error).toBe(ownerProblems["passkey-failed"]);
    expect((await owner.register(token)).status).toBe(201);
    await owner.post("/sign-out");

    const refused = await owner.signIn({ userVerified: false });
    expect(refused.status).toBe(400);
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await owner.signIn()).status).toBe(200);
  });

  it("takes each challenge's answer once", async () => {
    const owner = ownerClient(server.port);
    await owner.register(await inviteFor(server, "Replay", clock.now()));
    const options = bodyOf(await owner.post("/sign-in/options")).options;
    const response = owner.passkey.signIn(options);
    expect((await owner.post("/sign-in", { response })).status).toBe(200);
    const replayed = await ownerClient(server.port).post("/sign-in", {
      response,
    });
    expect(replayed.status).toBe(400);
    expect(sessionCookie(replayed)).toBeUndefined();
  });

  it("answers 401 on every owner route without a session, with a tampered cookie, after 30 idle minutes and after 12 hours", async () => {
    const owner = ownerClient(server.port);
    await owner.register(await inviteFor(server, "Gate", clock.now()));
    const valid = owner.cookie ?? "";
    const tampered = valid.slice(0, -1) + (valid.endsWith("A") ? "B" : "A");
    for (const cookie of [undefined, tampered, "bb-owner=", `${valid}x`]) {
      owner.cookie = cookie;
      for (const [method, path, body] of ownerRoutes) {
        const reply =
          method === "GET"
            ? await owner.get(path)
            : await owner.post(path, body);
        expect(reply.status, `${method} ${path} with ${cookie}`).toBe(401);
        expect(bodyOf(reply).error).toBe(ownerProblems.unauthorized);
      }
    }

    owner.cookie = valid;
    clock.advance(minutes(29));
    expect((await owner.get("/session")).status).toBe(200);
    clock.advance(minutes(31));
    expect((await owner.get("/session")).status).toBe(401);

    const active = ownerClient(server.port);
    await active.register(await inviteFor(server, "Busy", clock.now()));
    for (let hour = 0; hour < 12; hour++) {
      expect((await active.get("/session")).status).toBe(200);
      for (let step = 0; step < 3; step++) {
        clock.advance(minutes(20));
        await active.get("/session");
      }
    }
    expect((await active.get("/session")).status).toBe(401);
  });

  it("refuses cross-site and non-JSON writes, and changes nothing on GET", async () => {
    const owner = ownerClient(server.port);
    await owner.register(await inviteFor(server, "Writes", clock.now()));
    const crossSite = await owner.post(
      "/invites",
      { name: "Eve" },
      {
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      },
    );
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await owner.post(
      "/sign-out",
      {},
      {
        "sec-fetch-site": "",
        origin: "https://evil.example",
      },
    );
    expect(foreignOrigin.status).toBe(403);
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const reply = await owner.post("/sign-out", {}, { "content-type": type });
      expect(reply.status, type).toBe(415);
      expect(bodyOf(reply).error).toBe(ownerProblems["unsupported-media-type"]);
    }
    const malformed = await request(server.port, `${adminApi}/invites`, {
      method: "POST",
      body: "{not json",
      headers: {
        "content-type": "application/json",
        cookie: owner.cookie ?? "",
      },
    });
    expect(malformed.status).toBe(400);
    expect(bodyOf(malformed).problem).toBe("bad-request");

    expect((await owner.get("/sign-out")).status).toBe(404);
    expect((await owner.get("/session")).status).toBe(200);
    const entries = bodyOf(await owner.get("/audit")).entries as {
      ownerName: string;
      action: string;
    }[];
    expect(
      entries.filter((e) => e.ownerName === "Writes").map((e) => e.action),
    ).toEqual(["register"]);
  });

  it("writes every owner action to the audit log, never a token", async () => {
    const owner = ownerClient(server.port);
    const token = await inviteFor(server, "Auditor", clock.now());
    await owner.register(token);
    const invite = bodyOf(await owner.post("/invites", { name: "Bo" }));
    await owner.get("/export.csv");
    await owner.post("/sign-out");
    await owner.signIn();

    const entries = await auditLog(server.store.db).recent(50);
    const mine = entries
      .filter((e) => e.ownerName === "Auditor")
      .map((e) => e.action);
    expect(mine).toEqual([
      "sign-in",
      "sign-out",
      "export",
      "invite",
      "register",
    ]);
    const stored = JSON.stringify(entries);
    const secrets = [
      token,
      hashToken(token),
      tokenOf(String(invite.link)),
      owner.cookie?.split("=")[1] ?? "-",
    ];
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});

describe("the owners' sign-in limit", () => {
  it("answers 429 with Retry-After once a client is over it, counted across instances", async () => {
    const dataDir = servers.dataDir();
    const first = await servers.start({ ownerSignInLimit: 3 }, dataDir);
    const second = await servers.start({ ownerSignInLimit: 3 }, dataDir);
    try {
      const replies = [];
      for (const server of [first, second, first, second])
        replies.push(await ownerClient(server.port).post("/sign-in/options"));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      const limited = replies[3];
      expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited?.headers["retry-after"])).toBeLessThanOrEqual(
        15 * 60,
      );
      expect(limited && bodyOf(limited).error).toBe(
        ownerProblems["rate-limited"],
      );
      expect(
        (await ownerClient(first.port).post("/invite/options", { token: "x" }))
          .status,
      ).toBe(429);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
