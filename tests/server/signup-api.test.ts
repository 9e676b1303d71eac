import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allSignups } from "./all-signups";
import { signupRefusals } from "../../app/content/newsletter-messages";
import { launchListPaths, consent } from "../../app/content/launch-list";
import { honeypotField } from "../../app/lib/signup-form";
import { escapeHtml } from "../../server/site/signup-page";
import { request, type Reply } from "./http";
import {
  comparable,
  expectApiHeaders,
  form,
  formBody,
  json,
  signupServers,
  type SignupServer,
  type TestConfig,
} from "./signup-server";

type Server = SignupServer;

const servers = signupServers("bb-signup-api-");

const bodyJson = (reply: Reply) => JSON.parse(reply.body.toString("utf8"));
const emails = async (server: Server) =>
  (await allSignups(server.store)).map((signup) => signup.email);

describe("POST /api/subscribe", () => {
  let server: Server;
  beforeAll(async () => {
    server = await servers.start();
  });
  afterAll(() => server.stop());

  it("stores a JSON signup, answers 200 and keeps the + part and the local part's case", async () => {
    const reply = await server.post(
      json,
      JSON.stringify({ email: "  Fan+Tees@Mail.TEST ", source: "home" }),
    );
    expect(reply.status).toBe(200);
    expect(bodyJson(reply)).toEqual({
      status: "subscribed",
      share: expect.stringMatching(/^\/\?ref=[a-z0-9]{10}$/),
    });
    const [stored] = (await allSignups(server.store)).filter(
      (signup) => signup.email === "Fan+Tees@mail.test",
    );
    expect(stored).toMatchObject({
      source: "home",
      consentVersion: consent.version,
    });
    expect(new Date(stored?.createdAt ?? "").toISOString()).toBe(
      stored?.createdAt,
    );
  });

  it("stores a form post and answers 303 to the confirmation page, never with the address", async () => {
    const reply = await server.post(
      form,
      formBody({
        email: "form@mail.test",
        source: "news",
        [honeypotField]: "",
      }),
    );
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe(launchListPaths.subscribed);
    expect(reply.body).toHaveLength(0);
    expect(await emails(server)).toContain("form@mail.test");
  });

  it.each([
    [
      "JSON",
      json,
      JSON.stringify({ email: "twice@mail.test", source: "home" }),
    ],
    [
      "a form",
      form,
      formBody({ email: "twice-form@mail.test", source: "news" }),
    ],
  ])(
    "answers the same address twice (%s) byte for byte alike and stores it once",
    async (_, type, body) => {
      const first = await server.post(type, body);
      const second = await server.post(type, body);
      expect(comparable(second)).toEqual(comparable(first));
      const address =
        type === json ? "twice@mail.test" : "twice-form@mail.test";
      expect((await emails(server)).filter((e) => e === address)).toHaveLength(
        1,
      );
    },
  );

  it("sends the security headers (a page's own policy), no-store and no CORS allowance on every answer", async () => {
    const replies = await Promise.all([
      server.post(
        json,
        JSON.stringify({ email: "h@mail.test", source: "home" }),
      ),
      server.post(json, JSON.stringify({ email: "nope", source: "home" })),
      server.post(form, formBody({ email: "nope", source: "home" })),
      server.post("text/plain", "hello"),
      request(server.port, "/api/subscribe", {
        method: "OPTIONS",
        headers: { Origin: "https://evil.test" },
      }),
      request(server.port, "/api/nothing-here"),
    ]);
    expectApiHeaders(servers.build(), replies);
  });

  it.each([
    ["empty", "   ", "empty"],
    ["no @", "fan.mail.test", "invalid"],
    ["a space inside", "fan @mail.test", "invalid"],
    ["two @", "fan@@mail.test", "invalid"],
    ["a control character", "fan\u0007@mail.test", "invalid"],
    ["a line break inside", "fan\n@mail.test", "invalid"],
    ["a non-ASCII domain", "fan@mäil.test", "invalid"],
    ["a label starting with -", "fan@-mail.test", "invalid"],
    [
      "255 characters",
      `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}`,
      "invalid",
    ],
  ])(
    "refuses an address with %s: 422 with the message",
    async (_, email, problem) => {
      const reply = await server.post(
        json,
        JSON.stringify({ email, source: "home" }),
      );
      expect(reply.status).toBe(422);
      expect(bodyJson(reply)).toEqual({
        error: signupRefusals[problem as "empty" | "invalid"],
        problem,
      });
    },
  );

  it("accepts an address of exactly 254 characters", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(email).toHaveLength(254);
    const reply = await server.post(
      json,
      JSON.stringify({ email, source: "home" }),
    );
    expect(reply.status).toBe(200);
  });

  it.each([
    ["malformed JSON", json, '{"email": "a@mail.test",'],
    ["an empty JSON body", json, ""],
    ["a JSON array", json, '["a@mail.test"]'],
    ["JSON null", json, "null"],
    ["a number for the address", json, '{"email": 5, "source": "home"}'],
    ["no source", json, '{"email": "a@mail.test"}'],
    [
      "an unknown source",
      json,
      '{"email": "a@mail.test", "source": "elsewhere"}',
    ],
    [
      "a prototype key",
      json,
      '{"__proto__": {"x": 1}, "email": "a@mail.test", "source": "home"}',
    ],
    [
      "a repeated form field",
      form,
      "email=a%40mail.test&email=b%40mail.test&source=home",
    ],
    ["a form without the address", form, "source=home"],
  ])("answers %s with 400, never a 5xx", async (_, type, body) => {
    const reply = await server.post(type, body);
    expect(reply.status).toBe(400);
    if (type === json)
      expect(bodyJson(reply)).toEqual({
        error: signupRefusals["bad-request"],
        problem: "bad-request",
      });
    // A form post gets the error page, which says the same.
    else
      expect(reply.body.toString()).toContain(
        escapeHtml(signupRefusals["bad-request"]),
      );
  });

  it.each([
    ["text/plain", "text/plain", "email=a@mail.test"],
    ["multipart", "multipart/form-data; boundary=x", "--x--"],
    ["no Content-Type", undefined, ""],
  ])("answers %s with 415", async (_, type, body) => {
    const reply = await server.post(type, body);
    expect(reply.status).toBe(415);
    expect(bodyJson(reply).problem).toBe("unsupported-media-type");
  });

  it.each([
    [
      "JSON",
      json,
      JSON.stringify({
        email: `${"a".repeat(5000)}@mail.test`,
        source: "home",
      }),
    ],
    [
      "a form",
      form,
      formBody({ email: `${"a".repeat(5000)}@mail.test`, source: "home" }),
    ],
  ])("answers a %s body over 4 KB with 413", async (_, type, body) => {
    const reply = await server.post(type, body);
    expect(reply.status).toBe(413);
  });

  it("answers an invalid form post with the error page: the message, what was typed (escaped), the form", async () => {
    const typed = 'fan"><script>alert(1)</script>';
    const reply = await server.post(
      form,
      formBody({ email: typed, source: "news" }),
    );
    expect(reply.status).toBe(422);
    expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = reply.body.toString("utf8");
    expect(html).toContain(
      `data-signup-problem="">${signupRefusals.invalid}</p>`,
    );
    expect(html).toContain(
      'value="fan&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" name="email"',
    );
    expect(html).toContain('value="news" name="source"');
    expect(html).not.toContain("<script>alert(1)");
    expect(reply.headers.location).toBeUndefined();
  });

  it("answers a filled honeypot like a signup but stores nothing", async () => {
    const before = await server.store.countSignups();
    const trapped = await server.post(
      form,
      formBody({
        email: "bot@mail.test",
        source: "home",
        [honeypotField]: "https://spam.test",
      }),
    );
    const real = await server.post(
      form,
      formBody({ email: "human@mail.test", source: "home" }),
    );
    expect(comparable(trapped)).toEqual(comparable(real));
    const trappedJson = await server.post(
      json,
      JSON.stringify({
        email: "bot2@mail.test",
        source: "home",
        [honeypotField]: "x",
      }),
    );
    expect(trappedJson.status).toBe(200);
    expect(await server.store.countSignups()).toBe(before + 1);
    expect(await emails(server)).not.toContain("bot@mail.test");
  });

  it.each([
    ["a cross-site Origin", { Origin: "https://evil.test" }],
    ["an opaque Origin", { Origin: "null" }],
    ["a cross-site Referer", { Referer: "https://evil.test/page" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403", async (_, headers) => {
    const reply = await server.post(
      json,
      JSON.stringify({ email: "csrf@mail.test", source: "home" }),
      headers,
    );
    expect(reply.status).toBe(403);
    expect(await emails(server)).not.toContain("csrf@mail.test");
  });

  it("accepts a post whose Origin is this host, whatever the scheme a proxy ended", async () => {
    const origin = `https://127.0.0.1:${server.port}`;
    const reply = await server.post(
      json,
      JSON.stringify({ email: "same@mail.test", source: "home" }),
      { Origin: origin, "Sec-Fetch-Site": "same-origin" },
    );
    expect(reply.status).toBe(200);
  });

  it("refuses other methods with 405 and Allow: POST, and unknown API paths with 404", async () => {
    const get = await request(server.port, "/api/subscribe");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    const unknown = await request(server.port, "/api/other", {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
  });

  it("still serves the static pages beside the API", async () => {
    const page = await request(server.port, "/");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });
});

/** Runs `work` against a server of its own with this rate-limit set-up, then stops it. */
async function withServer(
  config: TestConfig,
  work: (server: Server) => Promise<void>,
) {
  const server = await servers.start(config);
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

describe("the signup rate limit", () => {
  const signupAs = (
    server: Server,
    n: number,
    headers: Record<string, string> = {},
  ) =>
    server.post(
      json,
      JSON.stringify({ email: `r${n}@mail.test`, source: "home" }),
      headers,
    );

  it("allows SIGNUP_RATE_LIMIT posts a minute per client, then 429 with Retry-After", async () => {
    await withServer(
      {
        signupRateLimit: 3,
      },
      async (server) => {
        for (let n = 0; n < 3; n++)
          expect((await signupAs(server, n)).status).toBe(200);
        const limited = await signupAs(server, 3);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
        expect(bodyJson(limited)).toEqual({
          error: signupRefusals["rate-limited"],
          problem: "rate-limited",
        });
        expect(await server.store.countSignups()).toBe(3);
        // Without JavaScript the refusal is the error page, still holding the address.
        const page = await server.post(
          form,
          formBody({ email: "kept@mail.test", source: "news" }),
        );
        expect(page.status).toBe(429);
        expect(page.body.toString()).toContain('value="kept@mail.test"');
      },
    );
  });

  it("counts a client's posts to two instances on one list together, and each route apart", async () => {
    const dataDir = servers.dataDir();
    const first = await servers.start({ signupRateLimit: 3 }, dataDir);
    const second = await servers.start({ signupRateLimit: 3 }, dataDir);
    try {
      const statuses = [];
      for (const [n, server] of [first, second, first, second].entries())
        statuses.push((await signupAs(server, 100 + n)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The chat's questions are a route of their own, with an allowance of their own.
      const asked = await request(second.port, "/api/questions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question: "When do you ship to Mars?" }),
      });
      expect(asked.status).not.toBe(429);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it("answers the same address twice alike with the limit on too", async () => {
    await withServer({ signupRateLimit: 5 }, async (server) => {
      const body = JSON.stringify({ email: "again@mail.test", source: "home" });
      const first = await server.post(json, body);
      expect(comparable(await server.post(json, body))).toEqual(
        comparable(first),
      );
    });
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    await withServer(
      {
        signupRateLimit: 1,
      },
      async (server) => {
        expect(
          (await signupAs(server, 0, { "X-Forwarded-For": "203.0.113.1" }))
            .status,
        ).toBe(200);
        expect(
          (await signupAs(server, 1, { "X-Forwarded-For": "203.0.113.2" }))
            .status,
        ).toBe(429);
      },
    );
  });

  it("counts each client the trusted proxy names apart, by the address it appended", async () => {
    await withServer(
      {
        signupRateLimit: 1,
        trustProxy: true,
      },
      async (server) => {
        expect(
          (await signupAs(server, 0, { "X-Forwarded-For": "203.0.113.1" }))
            .status,
        ).toBe(200);
        expect(
          (await signupAs(server, 1, { "X-Forwarded-For": "203.0.113.2" }))
            .status,
        ).toBe(200);
        // A client cannot reset its count by sending its own X-Forwarded-For first.
        expect(
          (
            await signupAs(server, 2, {
              "X-Forwarded-For": "198.51.100.9, 203.0.113.1",
            })
          ).status,
        ).toBe(429);
      },
    );
  });

  it("counts an IPv6 client by its /64, an IPv4 client by its address", async () => {
    await withServer(
      {
        signupRateLimit: 1,
        trustProxy: true,
      },
      async (server) => {
        const from = (address: string, n: number) =>
          signupAs(server, n, { "X-Forwarded-For": address });
        expect((await from("2001:db8:1:2::1", 0)).status).toBe(200);
        // Another address of the same /64 is the same client.
        expect((await from("2001:db8:1:2:ffff::9", 1)).status).toBe(429);
        expect((await from("2001:db8:1:3::1", 2)).status).toBe(200);
        expect((await from("::ffff:203.0.113.5", 3)).status).toBe(200);
        expect((await from("203.0.113.5", 4)).status).toBe(429);
        expect((await from("203.0.113.6", 5)).status).toBe(200);
      },
    );
  });

  it("is off with SIGNUP_RATE_LIMIT=0", async () => {
    await withServer(
      {
        signupRateLimit: 0,
      },
      async (server) => {
        for (let n = 0; n < 15; n++)
          expect((await signupAs(server, n)).status).toBe(200);
      },
    );
  });
});
