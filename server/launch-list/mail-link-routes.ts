// The links in mails. Opening one changes nothing, since mail scanners open every link: GET
// /api/confirm asks with one button (or, once confirmed, shows the place in the queue) and its
// POST confirms; GET /api/unsubscribe asks with one button, POST unsubscribes (RFC 8058
// one-click: no page) and, from a broadcast's mail (`&b=ID`), credits the unsubscribe to it.
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  confirmEndpoint,
  unsubscribeEndpoint,
} from "../../app/lib/signup-form";
import {
  confirmedPageFiller,
  linkFormFiller,
  placeSentence,
} from "./list-pages";
import type { SignupConfig } from "../site/build-output";
import { refuseOtherMethods } from "../site/refuse";
import { verifyLink } from "./signed-link";
import { broadcastsTable } from "../store/broadcasts";
import { htmlPage, noBody } from "../site/schemas";

const linkQuery = Type.Object(
  {
    t: Type.Optional(
      Type.String({ maxLength: 512, description: "the link's signed token" }),
    ),
    b: Type.Optional(
      Type.String({
        maxLength: 64,
        description: "the broadcast whose mail carried the link",
      }),
    ),
  },
  { additionalProperties: true },
);
const refusedLink = htmlPage(
  "The error page: the link is tampered, expired, erased or unsubscribed; a cross-site post, a bad body or a limit",
);
const linkSchema = (
  summary: string,
  answers: Record<number, unknown>,
  body?: unknown,
) => ({
  summary,
  tags: ["mail links"],
  querystring: linkQuery,
  ...(body ? { body } : {}),
  response: { ...answers, "4xx": refusedLink },
});

const confirmPageSchema = linkSchema(
  "Open a confirmation link: the page with its button, or the place once confirmed (changes nothing)",
  { 200: htmlPage("/confirm while pending, /confirmed once confirmed") },
);
const confirmSchema = linkSchema("Confirm the address (the page's button)", {
  303: noBody("Back to the link, which now shows the place"),
});
const unsubscribePageSchema = linkSchema(
  "Open an unsubscribe link: the page with its button (changes nothing)",
  { 200: htmlPage("/unsubscribe") },
);
const unsubscribeSchema = linkSchema(
  "Unsubscribe: the page's button, or a mail app's RFC 8058 one-click post",
  {
    200: noBody("The one-click body was posted"),
    303: noBody("To /unsubscribed"),
  },
  Type.Object(
    {
      "List-Unsubscribe": Type.Optional(
        Type.String({
          maxLength: 64,
          description: '"One-Click" from a mail app',
        }),
      ),
    },
    { additionalProperties: true },
  ),
);

export interface ListLinksOptions {
  /** Without one no link is valid. */
  secret: string | undefined;
  /** The site's public origin, for the share link. */
  origin: string;
  now?: () => Date;
}

type LinkProblem = keyof SignupConfig["linkProblems"];

/**
 * The broadcast a link in its mail names (`b`), whose unsubscribes it credits; anything not
 * shaped like a broadcast id is ignored.
 */
function broadcastOf(request: FastifyRequest) {
  const { b } = (request.query ?? {}) as { b?: unknown };
  return typeof b === "string" && /^[0-9a-f-]{36}$/.test(b) ? b : null;
}

const listLinks: FastifyPluginAsync<ListLinksOptions> = async (
  app,
  { secret, origin, now = () => new Date() },
) => {
  const { signup, page } = app.buildOutput;
  const list = app.subscriptions;
  const rateLimit = app.listRateLimit;
  const confirmedPage = confirmedPageFiller(page(signup.confirmedPage));
  const confirmPage = linkFormFiller(page(signup.confirmPage));
  const unsubscribePage = linkFormFiller(page(signup.unsubscribePage));

  const broadcasts = broadcastsTable(app.store.db);

  // RFC 8058 prefers that a mail app post its one-click body as multipart/form-data; the
  // platform's own parser reads it (a body it cannot read is a 400, like any other).
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer" },
    async (request: FastifyRequest, body: Buffer) => {
      try {
        const fields = await new Response(new Uint8Array(body), {
          headers: { "content-type": request.headers["content-type"] ?? "" },
        }).formData();
        return Object.fromEntries(
          [...fields].filter(([, value]) => typeof value === "string"),
        );
      } catch {
        throw Object.assign(new Error("Unreadable form data"), {
          statusCode: 400,
        });
      }
    },
  );

  /** The 400 page saying what is wrong with a link. */
  const refuseLink = (reply: FastifyReply, problem: LinkProblem) =>
    reply.code(400).sendErrorPage(signup.linkProblems[problem]);

  /** The subscriber a link names, or null once the 400 page says what is wrong with it. */
  function readLink(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: "confirm" | "unsubscribe",
  ) {
    const { t } = (request.query ?? {}) as { t?: unknown };
    const check = secret
      ? verifyLink(secret, purpose, t, now())
      : ({ ok: false, problem: "tampered" } as const);
    if (check.ok) return check.id;
    refuseLink(reply, check.problem);
    return null;
  }

  /** The link itself, to post to and to come back to; only its signed token is kept. */
  const linkTo = (endpoint: string, request: FastifyRequest) =>
    `${endpoint}?t=${encodeURIComponent((request.query as { t: string }).t)}`;

  app.get(
    confirmEndpoint,
    { schema: confirmPageSchema, config: { rateLimit } },
    async (request, reply) => {
      const code = readLink(request, reply, "confirm");
      if (code === null) return reply;
      const target = await list.linkTarget(code);
      if (target.kind === "gone" || target.kind === "left")
        return refuseLink(reply, target.kind);
      if (target.kind === "pending")
        return reply.sendPage(
          signup.confirmPage,
          confirmPage({ action: linkTo(confirmEndpoint, request) }),
        );
      const place = await list.place(target.signup.email);
      return reply.sendPage(
        signup.confirmedPage,
        confirmedPage({
          place: placeSentence(place, now(), signup.placeText),
          shareUrl: `${origin}/?ref=${code}`,
        }),
      );
    },
  );

  app.post(
    confirmEndpoint,
    { schema: confirmSchema, config: { rateLimit } },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      const code = readLink(request, reply, "confirm");
      if (code === null) return reply;
      const target = await list.confirm(code);
      if (target.kind === "gone" || target.kind === "left")
        return refuseLink(reply, target.kind);
      // Back to the link, which now shows the place: a reload does not post again.
      return reply
        .code(303)
        .header("location", linkTo(confirmEndpoint, request))
        .send();
    },
  );

  app.get(
    unsubscribeEndpoint,
    { schema: unsubscribePageSchema, config: { rateLimit } },
    async (request, reply) => {
      const code = readLink(request, reply, "unsubscribe");
      if (code === null) return reply;
      const broadcast = broadcastOf(request);
      return reply.sendPage(
        signup.unsubscribePage,
        unsubscribePage({
          action: `${linkTo(unsubscribeEndpoint, request)}${broadcast ? `&b=${broadcast}` : ""}`,
        }),
      );
    },
  );

  app.post(
    unsubscribeEndpoint,
    { schema: unsubscribeSchema, config: { rateLimit } },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      const code = readLink(request, reply, "unsubscribe");
      if (code === null) return reply;
      await list.unsubscribe(code);
      const broadcast = broadcastOf(request);
      if (broadcast) await broadcasts.creditUnsubscribe(broadcast, code);
      const body = request.body as Record<string, unknown> | undefined;
      // A mail app's one-click post (RFC 8058) wants no page; the page's button gets one.
      if (body?.["List-Unsubscribe"] === "One-Click")
        return reply.code(200).send();
      return reply.code(303).header("location", signup.unsubscribedPath).send();
    },
  );

  refuseOtherMethods(app, confirmEndpoint, ["GET", "POST"]);
  refuseOtherMethods(app, unsubscribeEndpoint, ["GET", "POST"]);
};

export default listLinks;
