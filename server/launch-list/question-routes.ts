// POST /api/questions: the chat's unanswered questions, passed on for the brand, as JSON only.
import type { FastifyPluginAsync } from "fastify";
import { questionRefusals } from "../../app/content/question-refusals";
import {
  questionsEndpoint,
  readQuestionRequest,
} from "../../app/lib/question-rules";
import { refuseOtherMethods } from "../site/refuse";
import { questionsTable } from "../store/questions";

const questions: FastifyPluginAsync = async (app) => {
  const table = questionsTable(app.store.db);

  app.post(
    questionsEndpoint,
    { config: { rateLimit: app.listRateLimit } },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      const type = String(request.headers["content-type"] ?? "").toLowerCase();
      if (!type.startsWith("application/json"))
        return reply.refuse("unsupported-media-type");
      const posted = readQuestionRequest(request.body);
      if (!posted.ok)
        return reply.code(posted.problem === "bad-request" ? 400 : 422).send({
          error: questionRefusals[posted.problem],
          problem: posted.problem,
        });
      await table.add({
        question: posted.question,
        email: posted.email,
        createdAt: new Date().toISOString(),
      });
      return reply.code(201).send({ status: "stored" });
    },
  );

  refuseOtherMethods(app, questionsEndpoint, ["POST"]);
};

export default questions;
