// @ts-check
// POST /api/questions: the chat's unanswered questions, passed on for the brand. It runs on the
// signup API's Fastify instance, under the same rules: body limit, same-site posts only, the
// per-client rate limit, security headers and no-store (signup-api.mjs sets those up).
import { questionRefusals } from "../app/content/question-refusals.mjs";
import {
  questionsEndpoint,
  readQuestionRequest,
} from "../app/lib/question-rules.mjs";
import { questionsTable } from "./store/questions.mjs";

/** @typedef {import("fastify").FastifyInstance} App */
/** @typedef {import("fastify").FastifyRequest} Request */
/** @typedef {import("fastify").FastifyReply} Reply */
/** @typedef {import("./store/index.mjs").Store} Store */

/**
 * @param {App} app
 * @param {object} rules what the signup route enforces, handed over as they are
 * @param {Store} rules.store
 * @param {object | false} rules.rateLimit the route's rate-limit config
 * @param {(request: Request) => boolean} rules.isCrossSite
 * @param {(request: Request, reply: Reply, problem: "cross-site" | "unsupported-media-type" | "method-not-allowed") => Reply} rules.refuse
 */
export function addQuestionsRoute(
  app,
  { store, rateLimit, isCrossSite, refuse },
) {
  const questions = questionsTable(store.db);

  app.post(
    questionsEndpoint,
    { config: { rateLimit } },
    async (request, reply) => {
      if (isCrossSite(request)) return refuse(request, reply, "cross-site");
      const type = String(request.headers["content-type"] ?? "").toLowerCase();
      if (!type.startsWith("application/json"))
        return refuse(request, reply, "unsupported-media-type");
      const posted = readQuestionRequest(request.body);
      if (!posted.ok)
        return reply.code(posted.problem === "bad-request" ? 400 : 422).send({
          error: questionRefusals[posted.problem],
          problem: posted.problem,
        });
      await questions.add({
        question: posted.question,
        email: posted.email,
        createdAt: new Date().toISOString(),
      });
      return reply.code(201).send({ status: "stored" });
    },
  );

  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: questionsEndpoint,
    handler: (request, reply) =>
      refuse(request, reply.header("allow", "POST"), "method-not-allowed"),
  });
}
