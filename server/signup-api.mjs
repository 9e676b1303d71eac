// @ts-check
// POST /api/subscribe, the one API route, on Fastify: body parsing and limits, the rate limit,
// and the answers. Only requests under /api/ reach Fastify; every other path stays on the
// static handler in app.mjs (see `serverFactory` below).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { readAttribution } from "../app/lib/attribution.mjs";
import { subscribeEndpoint } from "../app/lib/signup-form.mjs";
import { readSignupRequest } from "../app/lib/signup-rules.mjs";
import { createSiteServer } from "./app.mjs";
import { addQuestionsRoute } from "./questions-api.mjs";
import { buildLayout } from "./build-layout.mjs";
import { publicOrigin } from "./deliveries.mjs";
import { isDisposableAddress } from "./disposable.mjs";
import { cacheControl, securityHeadersFor } from "./http-policy.mjs";
import { createLaunchList } from "./launch-list.mjs";
import { addListRoutes } from "./list-api.mjs";
import { newReferralCode } from "./store/index.mjs";
import { clientAddress, isCrossSite } from "./request-rules.mjs";
import { signupErrorPage } from "./signup-page.mjs";

/** @typedef {import("./config.mjs").Config} Config */
/** @typedef {import("./store/index.mjs").Store} Store */
/** @typedef {import("fastify").FastifyReply} Reply */
/** @typedef {import("fastify").FastifyRequest} Request */

/**
 * What the build tells the server about the signup flow (build/deploy/signup.json, written by
 * scripts/build/signup-config.ts from app/content/).
 * @typedef {object} SignupConfig
 * @property {"server" | "mailto"} launchListMode
 * @property {string} consentVersion
 * @property {string} subscribedPath where a form post lands after a signup (single opt-in)
 * @property {string} checkInboxPath where it lands when a confirmation mail is on its way
 * @property {string} unsubscribedPath where the unsubscribe page's button lands
 * @property {string} errorPage the prerendered error page's file, relative to build/client
 * @property {string} confirmedPage the prerendered /confirmed page's file
 * @property {string} unsubscribePage the prerendered /unsubscribe page's file
 * @property {Record<Problem, string>} messages what each refusal says
 * @property {Record<"tampered" | "expired" | "gone" | "left", string>} linkProblems what a refused link says
 * @property {string} placeText the place sentence, `{place}` for the number
 * @property {import("./mail.mjs").MailCopy} mail the confirmation mail's copy
 * @property {string} brand
 * @property {string} baseUrl the site's public origin (links in mails, unless PUBLIC_URL)
 * @property {string} sender the address mails come from (unless MAIL_FROM)
 */
/**
 * @typedef {"empty" | "invalid" | "disposable" | "bad-request" | "too-large" | "unsupported-media-type"
 *   | "cross-site" | "rate-limited" | "not-found" | "method-not-allowed" | "failed"} Problem
 */

/** A signup is one short address; nothing honest comes near this. */
export const bodyLimitBytes = 4096;

/** @type {Record<Problem, number>} */
const problemStatus = {
  empty: 422,
  invalid: 422,
  disposable: 422,
  "bad-request": 400,
  "too-large": 413,
  "unsupported-media-type": 415,
  "cross-site": 403,
  "rate-limited": 429,
  "not-found": 404,
  "method-not-allowed": 405,
  failed: 503,
};

// Fastify's own errors for bodies it cannot read, as the problems they are.
/** @type {Record<string, Problem>} */
const parserProblems = {
  FST_ERR_CTP_BODY_TOO_LARGE: "too-large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported-media-type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad-request",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad-request",
  FST_ERR_CTP_INVALID_JSON_BODY: "bad-request",
};

/** @param {Request} request */
const isFormPost = (request) =>
  (request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/x-www-form-urlencoded");

/**
 * What a post carried, as far as it could be read, for the error page to give back.
 * @param {unknown} body
 */
function postedFields(body) {
  const { email, source } = /** @type {Record<string, unknown>} */ (
    typeof body === "object" && body !== null ? body : {}
  );
  return {
    typed: typeof email === "string" ? email : "",
    source: typeof source === "string" ? source : "",
  };
}

/**
 * The query of the same-site page a form was posted from (the site's Referrer-Policy sends the
 * full URL to its own origin), for attribution when the post itself carries none.
 * @param {string | undefined} referer
 * @param {string | undefined} host
 */
function landingQuery(referer, host) {
  // Most posts (fetch with attribution, clients without a Referer) have none to read, and a
  // thrown parse error costs more than the rest of the signup.
  if (!referer) return undefined;
  try {
    const url = new URL(referer ?? "");
    return url.host === host?.toLowerCase() ? url.searchParams : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site server with the signup API: an http.Server, ready to listen. Mail and webhooks
 * themselves go out from the outbox worker (deliveries.mjs).
 * @param {{ buildDir: string, store: Store, now?: () => Date,
 *   config: Pick<Config, "trustProxy" | "signupRateLimit"> & Partial<Pick<Config, "smtpUrl" | "webhookUrl" | "signupSecret" | "publicUrl">> }} options
 */
export async function createAppServer({ buildDir, store, config, now }) {
  const layout = buildLayout(buildDir);
  /** @type {import("./http-policy.mjs").BuildSecurityHeaders} */
  const security = JSON.parse(readFileSync(layout.headers, "utf8"));
  /** @type {SignupConfig} */
  const signup = JSON.parse(readFileSync(layout.signup, "utf8"));
  /** @param {string} file */
  const page = (file) => readFileSync(join(layout.client, file), "utf8");
  const errorPage = signupErrorPage(page(signup.errorPage));
  const doubleOptIn = Boolean(config.smtpUrl);
  const list = createLaunchList({
    store,
    doubleOptIn,
    webhooks: Boolean(config.webhookUrl),
    now,
  });

  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    logger: false,
    // Fastify gets only /api/ requests; the static site keeps its own fast path.
    serverFactory: (handler) => createSiteServer(buildDir, { api: handler }),
  });

  /**
   * Sends a prerendered page, filled in, with its own security headers: the filling changes
   * no script or style, so the policy the build made for the page still allows exactly them.
   * @param {Reply} reply
   * @param {string} file the page's file, relative to build/client
   * @param {string} html
   */
  function sendPage(reply, file, html) {
    return reply
      .type("text/html; charset=utf-8")
      .headers(securityHeadersFor(security, `/${file}`))
      .send(html);
  }

  /**
   * A refusal: the error page for a form post, JSON `{ error, problem }` otherwise.
   * @param {Request} request
   * @param {Reply} reply
   * @param {Problem} problem
   * @param {{ typed?: string, source?: string }} posted
   */
  function refuse(request, reply, problem, posted = {}) {
    reply.code(problemStatus[problem]);
    const message = signup.messages[problem];
    if (!isFormPost(request)) return reply.send({ error: message, problem });
    return sendPage(
      reply,
      signup.errorPage,
      errorPage({
        problem: message,
        email: posted.typed ?? "",
        source: posted.source ?? "",
      }),
    );
  }

  // Every answer, refusals and 404s included, carries the security headers and is never
  // cached: it depends on what was posted. Only a page (sendPage) has set them already.
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeadersFor(security)))
      if (!reply.hasHeader(name)) reply.header(name, value);
    reply.header("cache-control", cacheControl.none);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const code = /** @type {{ code?: string }} */ (error).code ?? "";
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode;
    const problem =
      status === 429
        ? "rate-limited"
        : (parserProblems[code] ??
          (status && status < 500 ? "bad-request" : "failed"));
    if (problem === "failed") console.error(error);
    return refuse(request, reply, problem, postedFields(request.body));
  });

  app.setNotFoundHandler((request, reply) =>
    refuse(request, reply, "not-found"),
  );

  // A signup is a form post or JSON; every other type, Fastify's default text/plain too, is 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formBody, { bodyLimit: bodyLimitBytes });
  await app.register(rateLimit, {
    global: false,
    // Counters on accepted posts would make two answers to the same address differ.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
  });

  /** @type {import("@fastify/rate-limit").RateLimitOptions | false} */
  const limit =
    config.signupRateLimit > 0
      ? {
          max: config.signupRateLimit,
          // Counted once the body is read, so a refused form post can keep what was typed.
          hook: /** @type {const} */ ("preHandler"),
          timeWindow: 60_000,
          /** @param {Request} request */
          keyGenerator: (request) =>
            clientAddress({
              forwardedFor: String(request.headers["x-forwarded-for"] ?? ""),
              remoteAddress: request.raw.socket.remoteAddress,
              trustProxy: config.trustProxy,
            }),
          errorResponseBuilder: () => ({ statusCode: 429 }),
        }
      : false;

  /** @param {Request} request */
  function hostOf(request) {
    const host =
      (config.trustProxy && request.headers["x-forwarded-host"]) ||
      request.headers.host;
    return Array.isArray(host) ? host[0] : host;
  }

  /** @param {Request} request */
  function isCrossSiteRequest(request) {
    return isCrossSite({
      origin: request.headers.origin,
      referer: request.headers.referer,
      host: hostOf(request),
      secFetchSite: String(request.headers["sec-fetch-site"] ?? ""),
    });
  }

  app.post(
    subscribeEndpoint,
    { config: { rateLimit: limit } },
    async (request, reply) => {
      if (isCrossSiteRequest(request))
        return refuse(request, reply, "cross-site");
      if (request.body === undefined)
        return refuse(request, reply, "unsupported-media-type");

      const posted = readSignupRequest(request.body);
      if (posted.kind === "bad-request") {
        const { email } = /** @type {{ email?: unknown }} */ (
          request.body ?? {}
        );
        return refuse(request, reply, "bad-request", {
          typed: typeof email === "string" ? email : "",
        });
      }
      if (posted.kind === "empty" || posted.kind === "invalid")
        return refuse(request, reply, posted.kind, posted);
      if (posted.kind === "valid" && isDisposableAddress(posted.email))
        return refuse(request, reply, "disposable", {
          typed: posted.email,
          source: posted.source,
        });
      const stored =
        posted.kind === "valid"
          ? await list.subscribe({
              email: posted.email,
              source: posted.source,
              consentVersion: signup.consentVersion,
              attribution: readAttribution(
                /** @type {Record<string, unknown>} */ (request.body),
                landingQuery(request.headers.referer, hostOf(request)),
              ),
            })
          : undefined;
      // The same answer whether the address is new, pending, already confirmed or a bot's:
      // nobody learns who is on the list. Without mail the answer has the share link, whose
      // random code tells nothing; the place in the queue needs the confirmation mail.
      if (isFormPost(request))
        return reply
          .code(303)
          .header(
            "location",
            doubleOptIn ? signup.checkInboxPath : signup.subscribedPath,
          )
          .send();
      if (doubleOptIn) return reply.send({ status: "check-inbox" });
      const code = stored?.referralCode ?? newReferralCode();
      return reply.send({ status: "subscribed", share: `/?ref=${code}` });
    },
  );

  // HEAD comes with GET. OPTIONS is refused too, with no CORS headers: no other site may post.
  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: subscribeEndpoint,
    handler: (request, reply) =>
      refuse(request, reply.header("allow", "POST"), "method-not-allowed"),
  });

  addListRoutes(app, {
    list,
    signup,
    secret: config.signupSecret,
    origin: publicOrigin(config, signup),
    now,
    rateLimit: limit,
    isCrossSite: isCrossSiteRequest,
    refuse,
    sendPage,
    errorPage: (message) =>
      errorPage({ problem: message, email: "", source: "home" }),
    pages: {
      confirmed: page(signup.confirmedPage),
      unsubscribe: page(signup.unsubscribePage),
    },
  });

  addQuestionsRoute(app, {
    store,
    rateLimit: limit,
    isCrossSite: isCrossSiteRequest,
    refuse,
  });

  await app.ready();
  return /** @type {import("node:http").Server} */ (app.server);
}
