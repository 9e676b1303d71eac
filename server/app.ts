// The whole HTTP surface, assembled in one place: the plugins that decorate the app (what the
// build gave, the store, the visit counter, the list's rules, security headers, refusals, rate limits, the mailer
// and the workers that send), then each area's routes, the owners' API (owners/admin-api.ts)
// last. `server/main.ts` starts it for `npm start`; tests build it on a fixture build.
import formBody from "@fastify/formbody";
import { randomUUID } from "node:crypto";
import swagger from "@fastify/swagger";
import Fastify, { LogController } from "fastify";
import type { Config } from "./config";
import { openApiInfo, Problem, refusalOnly } from "./site/schemas";
import { loggedUrl, serverLogger, type Log } from "./logger";
import { publicOrigin } from "./mail/outbox-deliveries";
import mailer from "./mail/mailer";
import broadcastSender from "./broadcasts/broadcast-sender";
import { defaultSenderTiming, type SenderTiming } from "./broadcasts/sender";
import { apiPrefix, securityHeadersFor } from "./site/http-policy";
import buildOutput from "./site/build-output";
import deliveries, { type DeliveriesOptions } from "./mail/deliveries";
import rateLimit from "./launch-list/list-rate-limit";
import refusals from "./site/refuse";
import sameSite from "./site/is-cross-site";
import securityHeaders from "./site/send-page";
import storePlugin from "./launch-list/store";
import subscriptions from "./launch-list/subscriptions";
import { signInAttempts } from "./owners/policy";
import admin, { adminPrefix } from "./owners/admin-api";
import listLinks from "./launch-list/mail-link-routes";
import questions from "./launch-list/question-routes";
import site, { sendStatus } from "./site/static-site";
import subscribe from "./launch-list/subscribe-routes";
import type { Store } from "./store/index";
import visitCounter from "./visits/visit-counter";
import mailEventRoutes from "./mail/mail-event-routes";
import visitRoutes from "./visits/visit-routes";
import { defaultVisitRateLimit } from "./visits/visit-rules";

/** A signup is one short address; nothing honest comes near this. */
export const bodyLimitBytes = 4096;

export type ServerConfig = Pick<Config, "trustProxy" | "signupRateLimit"> &
  Partial<
    Pick<
      Config,
      | "smtpUrl"
      | "mailFrom"
      | "webhookUrl"
      | "signupSecret"
      | "publicUrl"
      | "ownerSignInLimit"
      | "visitRateLimit"
      | "mailEventsSecret"
      | "bounceDomain"
      | "dkim"
      | "leaseSeconds"
      | "logLevel"
    >
  >;

export interface AppOptions {
  /** What `npm run build` wrote: build/client and build/deploy. */
  buildDir: string;
  store: Store;
  config: ServerConfig;
  /** The clock of the launch list, its links and its outbox worker. */
  now?: () => Date;
  /** Files up to this many bytes are served from memory (default 1 MiB). */
  memoryLimit?: number;
  /** The outbox worker's and the broadcast sender's timing, for tests. */
  worker?: DeliveriesOptions["worker"] & { broadcast?: Partial<SenderTiming> };
  /** How often the visit counts are written (default 1 s). */
  visitsFlushMs?: number;
  /** The process's logger (logger.ts); without one, the app logs at `config.logLevel`. */
  log?: Log;
}

export async function buildApp({
  buildDir,
  store,
  config,
  now,
  memoryLimit,
  worker = {},
  visitsFlushMs,
  log,
}: AppOptions) {
  const doubleOptIn = Boolean(config.smtpUrl);
  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    // Behind one proxy (TRUST_PROXY=1), the client is the last X-Forwarded-For entry, the one
    // that proxy added, and the host is X-Forwarded-Host's.
    trustProxy: config.trustProxy ? (_address, hop) => hop < 1 : false,
    loggerInstance: log ?? serverLogger(config.logLevel ?? "silent"),
    // Each request gets an id of its own, in every line it logs; a client's header is not it.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per API request, written below; the static site's hits are nginx's to log.
    logController: new LogController({ disableRequestLogging: true }),
    // Every request shares the app's logger: a child logger per request costs the hot paths
    // more than its use, and the lines that matter name the request's id themselves.
    childLoggerFactory: (logger) => logger,
    // Every route's schema checks the shape of what comes in, as sent: nothing is coerced
    // or dropped on the way, so a handler's own rules see what the client sent.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // A malformed path is a plain 400, on the site and the API alike.
    frameworkErrors: (_error, request, reply) => {
      reply.hijack();
      sendStatus(
        reply.raw,
        400,
        securityHeadersFor(request.server.buildOutput.security),
      );
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    if (request.url.startsWith(apiPrefix))
      request.log.info(
        {
          reqId: request.id,
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        "answered",
      );
  });

  app.addSchema(Problem);
  // Collects every route's schema for docs/api/openapi.json (scripts/build/api-docs.ts).
  await app.register(swagger, { openapi: openApiInfo });

  await app.register(buildOutput, { buildDir });
  await app.register(storePlugin, { store });
  await app.register(visitCounter, { now, flushMs: visitsFlushMs });
  await app.register(subscriptions, {
    doubleOptIn,
    webhooks: Boolean(config.webhookUrl),
    now,
  });
  await app.register(securityHeaders);
  await app.register(refusals);
  await app.register(sameSite);
  await app.register(rateLimit, config);
  await app.register(mailer, {
    config,
    bulkConnections:
      worker.broadcast?.maxConcurrency ?? defaultSenderTiming.maxConcurrency,
  });
  const { broadcast: senderTiming, ...outboxTiming } = worker;
  await app.register(deliveries, { config, now, worker: outboxTiming });
  await app.register(broadcastSender, { config, now, timing: senderTiming });

  // A signup is a form post or JSON; every other type, Fastify's default text/plain too, is 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formBody, { bodyLimit: bodyLimitBytes });

  await app.register(site, { memoryLimit });
  await app.register(subscribe, { doubleOptIn });
  await app.register(listLinks, {
    secret: config.signupSecret,
    origin: publicOrigin(config, app.buildOutput.signup),
    now,
  });
  await app.register(questions);
  await app.register(mailEventRoutes, {
    secret: config.mailEventsSecret,
    linkSecret: config.signupSecret ?? "",
    now,
  });
  await app.register(visitRoutes, {
    rateLimit: config.visitRateLimit ?? defaultVisitRateLimit,
    now,
  });
  await app.register(admin, {
    prefix: adminPrefix,
    origin: publicOrigin(config, app.buildOutput.signup),
    signInLimit: config.ownerSignInLimit ?? signInAttempts.max,
    now,
  });
  app.all(`${apiPrefix}*`, { schema: refusalOnly(404) }, (_request, reply) =>
    reply.refuse("not-found"),
  );

  return app;
}
