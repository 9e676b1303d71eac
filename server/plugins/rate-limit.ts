// The per-client limit on the launch list's routes (SIGNUP_RATE_LIMIT posts a minute, 0 for
// none), counted by the client address a trusted proxy reports. Decorates `app.listRateLimit`,
// the route option every launch-list route sets.
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { clientAddress } from "../request-rules";

declare module "fastify" {
  interface FastifyInstance {
    listRateLimit: RateLimitOptions | false;
  }
}

const windowMs = 60_000;

const rateLimits: FastifyPluginAsync<
  Pick<Config, "signupRateLimit" | "trustProxy">
> = async (app, { signupRateLimit, trustProxy }) => {
  await app.register(rateLimit, {
    global: false,
    // Counters on accepted posts would make two answers to the same address differ.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
  });
  app.decorate(
    "listRateLimit",
    signupRateLimit > 0
      ? {
          max: signupRateLimit,
          // Counted once the body is read, so a refused form post can keep what was typed.
          hook: "preHandler",
          timeWindow: windowMs,
          keyGenerator: (request) =>
            clientAddress({
              forwardedFor: String(request.headers["x-forwarded-for"] ?? ""),
              remoteAddress: request.raw.socket.remoteAddress,
              trustProxy,
            }),
          errorResponseBuilder: () => ({ statusCode: 429 }),
        }
      : false,
  );
};

export default fp(rateLimits, { name: "rate-limit" });
