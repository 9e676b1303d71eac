// The chat's passed-on questions, end to end on both engines: the table (migration 002),
// POST /api/questions under the signup API's rules, and `npm run signups -- questions`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionRefusals } from "../../app/content/question-refusals";
import {
  maxQuestionLength,
  questionsEndpoint,
} from "../../app/lib/question-rules";
import { freePort } from "../../scripts/free-port";
import { buildApp } from "../../server/app";
import { openStore, type Store } from "../../server/store/index";
import { questionsTable } from "../../server/store/launch-list";
import { bothEngines, storeConfig, type EngineEnv } from "./engines";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { request } from "./http";
import { signups } from "./signups-cli";

let build: FixtureBuild;
beforeAll(() => {
  build = createFixtureBuild();
});
afterAll(() => build.remove());

/** The site server with its API on an engine's store, on a loopback port. */
async function startServer(env: EngineEnv, signupRateLimit = 0) {
  const store: Store = await openStore(storeConfig(env));
  const app = await buildApp({
    buildDir: build.buildDir,
    store,
    config: { trustProxy: false, signupRateLimit },
  });
  const port = await freePort();
  await app.listen({ port, host: "127.0.0.1" });
  return {
    port,
    store,
    questions: questionsTable(store.db),
    post: async (body: string, headers: Record<string, string> = {}) => {
      const reply = await request(port, questionsEndpoint, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", ...headers },
      });
      const isJson = String(reply.headers["content-type"]).includes("json");
      return {
        ...reply,
        json: isJson ? JSON.parse(reply.body.toString("utf8")) : undefined,
      };
    },
    stop: async () => {
      await app.close();
      await store.close();
    },
  };
}

describe.each(bothEngines())("passed-on questions on $name", (engine) => {
  it("keeps the question, the optional email, the time and whether the brand handled it, and nothing else", async () => {
    const store = await openStore(storeConfig(await engine.fresh()));
    try {
      const columns =
        store.engine === "sqlite"
          ? (
              await store.db.all(
                "SELECT name FROM pragma_table_info('questions')",
              )
            ).map((row) => row.name)
          : (
              await store.db.all(
                "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'questions'",
              )
            ).map((row) => row.name);
      expect(new Set(columns)).toEqual(
        new Set(["id", "question", "email", "created_at", "handled_at"]),
      );

      const table = questionsTable(store.db);
      await table.add({
        question: "Mars?",
        email: undefined,
        createdAt: "2026-11-22T10:00:01.000Z",
      });
      await table.add({
        question: "Pluto?",
        email: "me@mail.test",
        createdAt: "2026-11-22T10:00:00.000Z",
      });
      expect(await table.list()).toEqual([
        {
          question: "Pluto?",
          email: "me@mail.test",
          createdAt: "2026-11-22T10:00:00.000Z",
        },
        {
          question: "Mars?",
          email: undefined,
          createdAt: "2026-11-22T10:00:01.000Z",
        },
      ]);
      // The table refuses what the endpoint refuses, whoever writes to it.
      for (const question of ["", "a".repeat(maxQuestionLength + 1)])
        await expect(
          table.add({
            question,
            email: undefined,
            createdAt: "2026-11-22T10:00:02.000Z",
          }),
        ).rejects.toThrow();
      expect(await table.list()).toHaveLength(2);
    } finally {
      await store.close();
    }
  });

  it("answers POST /api/questions 201 and stores it; refuses bad input with 4xx JSON, storing nothing", async () => {
    const server = await startServer(await engine.fresh());
    try {
      const stored = await server.post(
        JSON.stringify({
          question: "  Do you ship to Mars? 🚀 ",
          email: " Fan@MAIL.test ",
        }),
      );
      expect(stored.status).toBe(201);
      expect(stored.json).toEqual({ status: "stored" });
      expect(stored.headers["cache-control"]).toBe("no-store");
      expect(await server.questions.list()).toEqual([
        {
          question: "Do you ship to Mars? 🚀",
          email: "Fan@mail.test",
          createdAt: expect.any(String),
        },
      ]);
      expect(
        (await server.post(JSON.stringify({ question: "No email?" }))).status,
      ).toBe(201);
      expect(
        (
          await server.post(
            JSON.stringify({ question: "🔥".repeat(maxQuestionLength) }),
          )
        ).status,
      ).toBe(201);

      const refusals = [
        [JSON.stringify({ question: " " }), 422, "empty"],
        [
          JSON.stringify({ question: "a".repeat(maxQuestionLength + 1) }),
          422,
          "too-long",
        ],
        [
          JSON.stringify({ question: "Mars?", email: "nope" }),
          422,
          "invalid-email",
        ],
        [JSON.stringify({ question: 42 }), 400, "bad-request"],
        [
          JSON.stringify({ question: "Mars?", email: ["a@b.test"] }),
          400,
          "bad-request",
        ],
        [JSON.stringify(["Mars?"]), 400, "bad-request"],
      ] as const;
      for (const [body, status, problem] of refusals) {
        const reply = await server.post(body);
        expect(reply.status, body).toBe(status);
        expect(reply.json, body).toEqual({
          error: questionRefusals[problem],
          problem,
        });
      }
      expect(await server.questions.list()).toHaveLength(3);
    } finally {
      await server.stop();
    }
  });

  it("applies the signup API's abuse rules: JSON only, same site, size and rate limits", async () => {
    const server = await startServer(await engine.fresh(), 5);
    try {
      const question = JSON.stringify({ question: "Mars?" });
      const refused = [
        await server.post("question=Mars%3F", {
          "Content-Type": "application/x-www-form-urlencoded",
        }),
        await server.post(question, { Origin: "https://evil.test" }),
        await server.post(JSON.stringify({ question: "a".repeat(5000) })),
        await server.post("{not json"),
      ];
      expect(refused.map((reply) => reply.status)).toEqual([
        415, 403, 413, 400,
      ]);
      // A form post gets the error page, as a signup form post does; the rest get JSON.
      expect(refused[0]?.headers["content-type"]).toContain("text/html");
      for (const reply of refused.slice(1))
        expect(reply.json).toMatchObject({ error: expect.any(String) });
      // Five posts a minute per client, counted once the body is read as for signups: the
      // 415 and 403 refusals count, the unreadable 413 and 400 ones never reach the counter.
      // So three questions are taken, and the next is refused with a message, not a 5xx.
      for (let taken = 0; taken < 3; taken++)
        expect((await server.post(question)).status).toBe(201);
      const limited = await server.post(question);
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ error: expect.any(String) });
      expect(await server.questions.list()).toHaveLength(3);
      const read = await request(server.port, questionsEndpoint);
      expect(read.status).toBe(405);
      expect(read.headers.allow).toBe("POST");
    } finally {
      await server.stop();
    }
  });

  it("lists them for the brand with npm run signups -- questions", async () => {
    const env = await engine.fresh();
    const store = await openStore(storeConfig(env));
    const table = questionsTable(store.db);
    await table.add({
      question: "Mars, or Pluto?",
      email: "me@mail.test",
      createdAt: "2026-11-22T10:00:00.000Z",
    });
    await table.add({
      question: "=1+1",
      email: undefined,
      createdAt: "2026-11-22T10:00:01.000Z",
    });
    await store.close();
    const { code, stdout } = await signups(env, "questions");
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        "created_at,email,question",
        '2026-11-22T10:00:00.000Z,me@mail.test,"Mars, or Pluto?"',
        "2026-11-22T10:00:01.000Z,,'=1+1",
        "",
      ].join("\r\n"),
    );
  });
});
