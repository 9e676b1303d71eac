// How the launch list says no: a form post gets the prerendered error page with the message
// and what was typed filled back in, any other request JSON `{ error, problem }`, each with
// the status the problem calls for. Fastify's own errors (bodies it cannot read, the rate
// limit) and unknown /api/ paths answer the same way. Decorates `reply.refuse()`.
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from "fastify";
import fp from "fastify-plugin";
import { signupErrorPage } from "./signup-page";
import { holdsNul } from "./request-rules";
import { refusalOnly } from "./schemas";
import { problemOfError, problemStatus, type Problem } from "./problems";

export type { Problem };

/** What a form post carried, given back on the error page so nothing typed is lost. */
export interface Posted {
  typed?: string;
  source?: string;
}

declare module "fastify" {
  interface FastifyReply {
    refuse(problem: Problem, posted?: Posted): FastifyReply;
    /** The error page saying `message`, for a link that cannot be honoured. */
    sendErrorPage(message: string): FastifyReply;
  }
}

export const isFormPost = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");

const answeredMethods = [
  "GET",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
] as const;

/**
 * Answers every other method on `url` with 405 and the Allow header (HEAD comes with GET).
 * OPTIONS is refused too, with no CORS headers: no other site may post.
 */
export function refuseOtherMethods(
  app: FastifyInstance,
  url: string,
  allowed: (typeof answeredMethods)[number][],
) {
  const allow = allowed.flatMap((method) =>
    method === "GET" ? ["GET", "HEAD"] : [method],
  );
  app.route({
    method: answeredMethods.filter(
      (method) => !allowed.includes(method),
    ) as HTTPMethods[],
    url,
    schema: refusalOnly(405),
    handler: (_request, reply) =>
      reply.header("allow", allow.join(", ")).refuse("method-not-allowed"),
  });
}

/** What a post carried, as far as it could be read, for the error page to give back. */
function postedFields(body: unknown): Posted {
  const { email, source } = (
    typeof body === "object" && body !== null ? body : {}
  ) as Record<string, unknown>;
  return {
    typed: typeof email === "string" ? email : "",
    source: typeof source === "string" ? source : "",
  };
}

const refusals: FastifyPluginAsync = async (app) => {
  const { signup, page } = app.buildOutput;
  const errorPage = signupErrorPage(page(signup.errorPage));

  app.decorateReply(
    "refuse",
    function refuse(this: FastifyReply, problem: Problem, posted: Posted = {}) {
      this.code(problemStatus[problem]);
      const message = signup.messages[problem];
      if (!isFormPost(this.request))
        return this.send({ error: message, problem });
      return this.sendPage(
        signup.errorPage,
        errorPage({
          problem: message,
          email: posted.typed ?? "",
          source: posted.source ?? "",
        }),
      );
    },
  );

  app.decorateReply(
    "sendErrorPage",
    function sendErrorPage(this: FastifyReply, message: string) {
      return this.sendPage(
        signup.errorPage,
        errorPage({ problem: message, email: "", source: "home" }),
      );
    },
  );

  // Every scope's error handler answers it in its own words: a 400.
  app.addHook("preValidation", async (request) => {
    if (
      holdsNul(request.body) ||
      holdsNul(request.query) ||
      holdsNul(request.params)
    )
      throw Object.assign(new Error("A NUL character in the input"), {
        statusCode: 400,
      });
  });

  app.setErrorHandler((error, request, reply) => {
    const problem = problemOfError(
      error as { code?: string; statusCode?: number },
    );
    if (problem === "failed")
      request.log.error({ reqId: request.id, err: error }, "a request failed");
    return reply.refuse(problem, postedFields(request.body));
  });

  app.setNotFoundHandler((_request, reply) => reply.refuse("not-found"));
};

export default fp(refusals, {
  name: "refusals",
  dependencies: ["build-output", "security-headers"],
});
