// POST /api/subscribe: a form post (303 to the next page, or the error page with what was
// typed) or JSON from the site's script. Every other method gets 405.
import type { FastifyPluginAsync } from "fastify";
import { readAttribution } from "../../app/lib/attribution";
import { subscribeEndpoint } from "../../app/lib/signup-form";
import { readSignupRequest } from "../../app/lib/signup-rules";
import { isDisposableAddress } from "./disposable";
import { isFormPost, refuseOtherMethods } from "../site/refuse";
import { newReferralCode } from "../store/index";

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
    { config: { rateLimit: app.listRateLimit } },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      if (request.body === undefined)
        return reply.refuse("unsupported-media-type");

      const posted = readSignupRequest(request.body);
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
          ? await app.launchList.subscribe({
              email: posted.email,
              source: posted.source,
              consentVersion: signup.consentVersion,
              attribution: readAttribution(
                request.body as Record<string, unknown>,
                landingQuery(request.headers.referer, request.host),
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

  refuseOtherMethods(app, subscribeEndpoint, ["POST"]);
};

export default subscribe;
