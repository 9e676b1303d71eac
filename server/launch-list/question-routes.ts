// POST /api/questions: the chat's unanswered questions, passed on for the brand, as JSON only.
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { questionRefusals } from "../../app/content/question-refusals";
import {
  questionsEndpoint,
  readQuestionRequest,
} from "../../app/lib/question-rules";
import { refuseOtherMethods } from "../site/refuse";
import { questionsTable } from "../store/launch-list";
import { refusals } from "../site/schemas";

/** A question the chat could not answer, passed on for the brand. */
export const questionSchema = {
  summary: "Pass a question on to the brand",
  tags: ["launch list"],
  body: Type.Object(
    {
      question: Type.Optional(
        Type.String({
          maxLength: 4096,
          description: "1-500 characters once trimmed",
        }),
      ),
      email: Type.Optional(
        Type.String({
          maxLength: 512,
          description: "where to answer, if wanted",
        }),
      ),
    },
    { additionalProperties: true },
  ),
  response: {
    201: Type.Object(
      { status: Type.Literal("stored") },
      { description: "Stored for the brand" },
    ),
    ...refusals(400, 403, 413, 415, 422, 429),
  },
};

const questions: FastifyPluginAsync = async (app) => {
  const table = questionsTable(app.store.db);

  app.post(
    questionsEndpoint,
    {
      schema: questionSchema,
      // Checked in the handler, after the cross-site and media type refusals, in the
      // question's own words.
      attachValidation: true,
      config: { rateLimit: app.listRateLimit },
    },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      const type = String(request.headers["content-type"] ?? "").toLowerCase();
      if (!type.startsWith("application/json"))
        return reply.refuse("unsupported-media-type");
      const posted = request.validationError
        ? ({ ok: false, problem: "bad-request" } as const)
        : readQuestionRequest(request.body);
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
