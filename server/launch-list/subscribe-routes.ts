// POST /api/subscribe: a form post (303 to the next page, or the error page with what was
// typed) or JSON from the site's script. Every other method gets 405.
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { readAttribution } from "../../app/lib/attribution";
import { subscribeEndpoint } from "../../app/lib/signup-form";
import { readSignupRequest } from "../../app/lib/signup-rules";
import { isDisposableAddress } from "./disposable";
import { isFormPost, refuseOtherMethods } from "../site/refuse";
import { newReferralCode } from "../store/launch-list";
import { noBody, refusals } from "../site/schemas";
import { clientOf } from "../visits/visit-counter";

const short = (description: string) =>
  Type.Optional(Type.String({ maxLength: 512, description }));

/** A signup: the form's fields, as a form post or as JSON; other fields are ignored. */
export const subscribeSchema = {
  summary: "Join the launch list",
  tags: ["launch list"],
  body: Type.Object(
    {
      email: short("the address, checked by the signup rules"),
      source: short('the form posted from: "home" or "news"'),
      ref: short("the referral code of the link the visitor came by"),
      utm_source: short("campaign attribution"),
      utm_medium: short("campaign attribution"),
      utm_campaign: short("campaign attribution"),
      website: short("a trap for bots: a person leaves it empty"),
    },
    { additionalProperties: true },
  ),
  response: {
    200: Type.Object(
      {
        status: Type.Union([
          Type.Literal("check-inbox"),
          Type.Literal("subscribed"),
        ]),
        share: Type.Optional(
          Type.String({ description: "the share link, without mail" }),
        ),
      },
      { description: "On the list (JSON), the same for any address" },
    ),
    303: noBody("On the list (a form post): to /check-inbox or /subscribed"),
    ...refusals(400, 403, 413, 415, 422, 429),
  },
};

/**
 * The query of the same-site page a form was posted from (the site's Referrer-Policy sends the
 * full URL to its own origin), for attribution when the post itself carries none.
 */
function landingQuery(referer: string | undefined, host: string | undefined) {
  // Most posts (fetch with attribution, clients without a Referer) have none to read, and a
  // thrown parse error costs more than the rest of the signup.
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host?.toLowerCase() ? url.searchParams : undefined;
  } catch {
    return undefined;
  }
}

const subscribe: FastifyPluginAsync<{ doubleOptIn: boolean }> = async (
  app,
  { doubleOptIn },
) => {
  const { signup } = app.buildOutput;

  app.post(
    subscribeEndpoint,
    {
      schema: subscribeSchema,
      // Checked in the handler, after the cross-site and media type refusals.
      attachValidation: true,
      config: { rateLimit: app.listRateLimit },
    },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      if (request.body === undefined)
        return reply.refuse("unsupported-media-type");

      const posted = request.validationError
        ? ({ kind: "bad-request" } as const)
        : readSignupRequest(request.body);
      if (posted.kind === "bad-request") {
        const { email } = (request.body ?? {}) as { email?: unknown };
        return reply.refuse("bad-request", {
          typed: typeof email === "string" ? email : "",
        });
      }
      if (posted.kind === "empty" || posted.kind === "invalid")
        return reply.refuse(posted.kind, posted);
      if (posted.kind === "valid" && isDisposableAddress(posted.email))
        return reply.refuse("disposable", {
          typed: posted.email,
          source: posted.source,
        });
      const stored =
        posted.kind === "valid"
          ? await app.subscriptions.subscribe({
              email: posted.email,
              source: posted.source,
              consentVersion: signup.consentVersion,
              attribution: readAttribution(
                request.body as Record<string, unknown>,
                landingQuery(request.headers.referer, request.host),
              ),
              touch: await app.visits.touchOf(clientOf(request)),
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

  refuseOtherMethods(app, subscribeEndpoint, ["POST"]);
};

export default subscribe;
