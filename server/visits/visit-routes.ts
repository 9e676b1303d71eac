// /api/visit: the ping each public page sends once it has painted (POST, JSON: a view, or the
// page's field speed as it is left) and the image of its <noscript> fallback (GET, the page
// read from the Referer). Neither sets a cookie or answers with anything to keep.
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { visitEndpoint } from "../../app/lib/visit-ping";
import { refuseOtherMethods } from "../site/refuse";
import { noBody, refusals } from "../site/schemas";
import { rateBucket } from "../site/request-rules";
import { clientOf } from "./visit-counter";
import {
  botReason,
  cleanDimension,
  countedPath,
  deviceClasses,
  deviceOfUserAgent,
  referrerDomain,
  type Touch,
} from "./visit-rules";

/** A ping is a few short fields; anything longer is not one. */
export const pingBodyLimit = 2048;

const text = (maxLength: number, description: string) =>
  Type.Optional(Type.String({ maxLength, description }));
const sample = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: 3_600_000, description }));

const Ping = Type.Object(
  {
    kind: Type.Union([Type.Literal("view"), Type.Literal("speed")], {
      description: "a page view, or the page's field speed as it is left",
    }),
    path: Type.String({
      minLength: 1,
      maxLength: 512,
      description: "the page's path",
    }),
    referrer: text(512, "the referring site's host name"),
    utm_source: text(512, "campaign attribution"),
    utm_medium: text(512, "campaign attribution"),
    utm_campaign: text(512, "campaign attribution"),
    ref: text(64, "the referral code of the share link"),
    device: Type.Union(
      deviceClasses.map((device) => Type.Literal(device)),
      { description: "by the viewport's width" },
    ),
    load: sample("ms from navigation to the end of the load event"),
    lcp: sample("Largest Contentful Paint, ms"),
    inp: sample("Interaction to Next Paint, ms"),
    cls: sample("Cumulative Layout Shift"),
  },
  { additionalProperties: false },
);
type Ping = Static<typeof Ping>;

const schemas = {
  ping: {
    summary: "Count a page view, or a page's field speed",
    description:
      "Sent by every public page once it has painted. No cookie is read or set; the client's address and user agent make a visitor id for the day and are never stored.",
    tags: ["visits"],
    body: Ping,
    response: {
      204: noBody("Counted"),
      ...refusals(400, 403, 413, 415, 429),
    },
  },
  image: {
    summary: "Count a page view without JavaScript",
    description:
      "The image of a page's <noscript> fallback: the page and its campaign are read from the Referer.",
    tags: ["visits"],
    response: {
      200: {
        description: "A transparent 1x1 GIF",
        content: { "image/gif": { schema: Type.String() } },
      },
      ...refusals(400, 403, 429),
    },
  },
};

/** A transparent 1x1 GIF. */
const pixel = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

const header = (request: FastifyRequest, name: string) =>
  String(request.headers[name] ?? "");

/** A fixed window of pings per client address, in this instance's memory. */
function pingLimiter(max: number) {
  const windowMs = 60_000;
  let windowStart = 0;
  let hits = new Map<string, number>();
  return (address: string, at: number) => {
    if (max === 0) return true;
    if (at - windowStart >= windowMs) {
      windowStart = at;
      hits = new Map();
    }
    const bucket = rateBucket(address);
    const count = (hits.get(bucket) ?? 0) + 1;
    hits.set(bucket, count);
    return count <= max;
  };
}

const visits: FastifyPluginAsync<{
  rateLimit: number;
  now?: () => Date;
}> = async (app, { rateLimit, now = () => new Date() }) => {
  const allowed = pingLimiter(rateLimit);

  const botOf = (request: FastifyRequest) =>
    botReason({
      userAgent: header(request, "user-agent"),
      secPurpose: header(request, "sec-purpose") || header(request, "purpose"),
      secFetchSite: header(request, "sec-fetch-site"),
    });

  app.post<{ Body: Ping }>(
    visitEndpoint,
    { schema: schemas.ping, bodyLimit: pingBodyLimit, attachValidation: true },
    async (request, reply) => {
      if (request.isCrossSite()) return reply.refuse("cross-site");
      if (!allowed(request.ip, now().getTime()))
        return reply.refuse("rate-limited");
      if (request.validationError) return reply.refuse("bad-request");
      const ping = request.body;
      const path = countedPath(ping.path);
      if (path === null) return reply.refuse("bad-request");
      const bot = botOf(request);
      if (bot === null)
        app.visits.speed(path, ping.device, {
          load: ping.load,
          lcp: ping.lcp,
          inp: ping.inp,
          // kept in thousandths
          cls: ping.cls === undefined ? undefined : ping.cls * 1000,
        });
      if (ping.kind === "speed") return reply.code(204).send();
      const touch: Touch = {
        path,
        referrer: referrerDomain(ping.referrer, request.host),
        utmSource: cleanDimension(ping.utm_source),
        utmMedium: cleanDimension(ping.utm_medium),
        utmCampaign: cleanDimension(ping.utm_campaign),
        ref: cleanDimension(ping.ref),
        device: ping.device,
      };
      await app.visits.view(clientOf(request), touch, bot);
      return reply.code(204).send();
    },
  );

  app.get(visitEndpoint, { schema: schemas.image }, async (request, reply) => {
    if (request.isCrossSite()) return reply.refuse("cross-site");
    if (!allowed(request.ip, now().getTime()))
      return reply.refuse("rate-limited");
    const page = pageOfReferer(header(request, "referer"), request.host);
    if (!page) return reply.refuse("bad-request");
    const touch: Touch = {
      path: page.path,
      // The page's own referrer is the browser's to know: without JavaScript it is unread.
      referrer: "",
      utmSource: cleanDimension(page.query.get("utm_source") ?? undefined),
      utmMedium: cleanDimension(page.query.get("utm_medium") ?? undefined),
      utmCampaign: cleanDimension(page.query.get("utm_campaign") ?? undefined),
      ref: cleanDimension(page.query.get("ref") ?? undefined),
      device: deviceOfUserAgent(header(request, "user-agent")),
    };
    await app.visits.view(clientOf(request), touch, botOf(request));
    return reply
      .type("image/gif")
      .header("cache-control", "no-store")
      .send(pixel);
  });

  refuseOtherMethods(app, visitEndpoint, ["GET", "POST"]);
};

/** The path and query of a page of this site that a Referer names, or null. */
function pageOfReferer(referer: string, host: string) {
  try {
    const url = new URL(referer);
    if (url.host !== host.toLowerCase()) return null;
    const path = countedPath(url.pathname);
    return path === null ? null : { path, query: url.searchParams };
  } catch {
    return null;
  }
}

export default visits;
