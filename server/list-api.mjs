// @ts-check
// The links in mails: GET /api/confirm confirms and shows the place in the queue; GET
// /api/unsubscribe asks with one button, POST unsubscribes (RFC 8058 one-click: no page).
// On the signup API's Fastify instance, so its rules hold here too: security headers and
// no-store on every answer, the per-client rate limit, same-site posts only, 4xx for bad input.
import {
  confirmEndpoint,
  unsubscribeEndpoint,
} from "../app/lib/signup-form.mjs";
import { confirmedPageFiller, unsubscribePageFiller } from "./list-pages.mjs";
import { verifyLink } from "./signed-link.mjs";

/** @typedef {import("fastify").FastifyInstance} App */
/** @typedef {import("fastify").FastifyRequest} Request */
/** @typedef {import("fastify").FastifyReply} Reply */
/** @typedef {import("./signup-api.mjs").SignupConfig} SignupConfig */
/** @typedef {ReturnType<typeof import("./launch-list.mjs").createLaunchList>} LaunchList */

/**
 * @param {App} app
 * @param {object} options
 * @param {LaunchList} options.list
 * @param {SignupConfig} options.signup
 * @param {string | undefined} options.secret without one no link is valid
 * @param {string} options.origin the site's public origin, for the share link
 * @param {(() => Date) | undefined} options.now
 * @param {object | false} options.rateLimit
 * @param {(request: Request) => boolean} options.isCrossSite
 * @param {(request: Request, reply: Reply, problem: "cross-site" | "method-not-allowed") => Reply} options.refuse
 * @param {(reply: Reply, file: string, html: string) => Reply} options.sendPage sends one of
 *   the build's pages (by its file), filled in, with its own security headers
 * @param {(message: string) => string} options.errorPage the error page with a message
 * @param {{ confirmed: string, unsubscribe: string }} options.pages the prerendered pages
 */
export function addListRoutes(
  app,
  {
    list,
    signup,
    secret,
    origin,
    now = () => new Date(),
    rateLimit,
    isCrossSite,
    refuse,
    sendPage,
    errorPage,
    pages,
  },
) {
  const confirmedPage = confirmedPageFiller(pages.confirmed);
  const unsubscribePage = unsubscribePageFiller(pages.unsubscribe);

  /**
   * The subscriber a link names, or the 400 page saying what is wrong with it.
   * @param {Request} request
   * @param {Reply} reply
   * @param {"confirm" | "unsubscribe"} purpose
   */
  function readLink(request, reply, purpose) {
    const { t } = /** @type {{ t?: unknown }} */ (request.query ?? {});
    const check = secret
      ? verifyLink(secret, purpose, t, now())
      : /** @type {const} */ ({ ok: false, problem: "tampered" });
    if (check.ok) return check.id;
    refuseLink(reply, check.problem);
    return null;
  }

  /**
   * The 400 page saying what is wrong with a link.
   * @param {Reply} reply
   * @param {keyof SignupConfig["linkProblems"]} problem
   */
  function refuseLink(reply, problem) {
    return sendPage(
      reply.code(400),
      signup.errorPage,
      errorPage(signup.linkProblems[problem]),
    );
  }

  app.get(
    confirmEndpoint,
    { config: { rateLimit } },
    async (request, reply) => {
      const code = readLink(request, reply, "confirm");
      if (code === null) return reply;
      const result = await list.confirm(code);
      if (result.kind !== "confirmed") return refuseLink(reply, result.kind);
      const place = await list.place(result.signup.email);
      return sendPage(
        reply,
        signup.confirmedPage,
        confirmedPage({
          place: signup.placeText.replace(
            "{place}",
            String(place?.position ?? ""),
          ),
          shareUrl: `${origin}/?ref=${code}`,
        }),
      );
    },
  );

  app.get(
    unsubscribeEndpoint,
    { config: { rateLimit } },
    async (request, reply) => {
      const code = readLink(request, reply, "unsubscribe");
      if (code === null) return reply;
      const { t } = /** @type {{ t: string }} */ (request.query);
      return sendPage(
        reply,
        signup.unsubscribePage,
        unsubscribePage({
          action: `${unsubscribeEndpoint}?t=${encodeURIComponent(t)}`,
        }),
      );
    },
  );

  app.post(
    unsubscribeEndpoint,
    { config: { rateLimit } },
    async (request, reply) => {
      if (isCrossSite(request)) return refuse(request, reply, "cross-site");
      const code = readLink(request, reply, "unsubscribe");
      if (code === null) return reply;
      await list.unsubscribe(code);
      const body = /** @type {Record<string, unknown> | undefined} */ (
        request.body
      );
      // A mail app's one-click post (RFC 8058) wants no page; the page's button gets one.
      if (body?.["List-Unsubscribe"] === "One-Click")
        return reply.code(200).send();
      return reply.code(303).header("location", signup.unsubscribedPath).send();
    },
  );

  /** @type {[string, string, import("fastify").HTTPMethods[]][]} */
  const otherMethods = [
    [
      confirmEndpoint,
      "GET, HEAD",
      ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    ],
    [
      unsubscribeEndpoint,
      "GET, HEAD, POST",
      ["PUT", "PATCH", "DELETE", "OPTIONS"],
    ],
  ];
  for (const [url, allow, method] of otherMethods)
    app.route({
      method,
      url,
      handler: (request, reply) =>
        refuse(request, reply.header("allow", allow), "method-not-allowed"),
    });
}
