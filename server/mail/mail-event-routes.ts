// POST /api/mail-events: the bounces and complaints a mail provider reports, signed with
// MAIL_EVENTS_SECRET over the raw body. Every event is checked before any acts; a body taken
// before is refused as a replay; a broadcast they are about pauses once over its limits. An event's VERP token, when it is one SIGNUP_SECRET signed,
// names the subscriber and the broadcast, whatever `recipient` says.
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { checkEmail } from "../../app/lib/signup-rules";
import { pauseIfBurning } from "../broadcasts/send-guard";
import { refuseOtherMethods } from "../site/refuse";
import { refusals } from "../site/schemas";
import { mailEventsTable, type MailEvent } from "../store/mail";
import { digestOf, signatureHeader, signedBy } from "./mail-events";
import { readVerpToken } from "./verp";

export const mailEventsEndpoint = "/api/mail-events";

/** A provider's batch: a thousand events at most, 1 MB at most. */
const maxEvents = 1000;
const bodyLimit = 1024 * 1024;

const Events = Type.Object(
  {
    events: Type.Array(
      Type.Object(
        {
          type: Type.Union([
            Type.Literal("hard"),
            Type.Literal("soft"),
            Type.Literal("complaint"),
          ]),
          recipient: Type.String({ minLength: 3, maxLength: 254 }),
          token: Type.Optional(
            Type.String({
              maxLength: 128,
              description: "the VERP token of the mail's envelope sender",
            }),
          ),
          at: Type.String({
            maxLength: 40,
            description: "when it happened, ISO 8601",
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: maxEvents },
    ),
  },
  { additionalProperties: false },
);
type Events = Static<typeof Events>;

const schema = {
  summary: "Report bounces and complaints",
  description: `Signed: the ${signatureHeader} header holds sha256=HEX, the HMAC-SHA256 of the raw body under MAIL_EVENTS_SECRET. A hard bounce suppresses the address, soft bounces suppress it after 3 in 30 days, a complaint unsubscribes and suppresses it. The same body posted twice is refused.`,
  tags: ["mail events"],
  headers: Type.Object({
    [signatureHeader]: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  body: Events,
  response: {
    200: Type.Object(
      {
        events: Type.Integer({ description: "events in the body" }),
        new: Type.Integer({ description: "of them, events not told before" }),
      },
      { description: "Taken" },
    ),
    ...refusals(400, 401, 404, 409, 413, 415),
  },
};

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const mailEventRoutes: FastifyPluginAsync<{
  secret: string | undefined;
  linkSecret: string;
  now?: () => Date;
}> = async (app, { secret, linkSecret, now = () => new Date() }) => {
  const table = mailEventsTable(app.store.db);

  // The signature covers the body as sent, so this scope keeps it beside the parsed JSON.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit },
    (request, body: Buffer, done) => {
      request.rawBody = body;
      try {
        done(null, JSON.parse(body.toString("utf8")));
      } catch {
        done(Object.assign(new Error("Not JSON"), { statusCode: 400 }));
      }
    },
  );

  /** The events as they will be recorded, or null when one of them is not readable. */
  async function eventsOf(body: Events): Promise<MailEvent[] | null> {
    const events: MailEvent[] = [];
    for (const posted of body.events) {
      const at = Date.parse(posted.at);
      const recipient = checkEmail(posted.recipient);
      if (Number.isNaN(at) || recipient.kind !== "valid") return null;
      const named = posted.token
        ? readVerpToken(linkSecret, posted.token)
        : null;
      const subscriber = named
        ? await app.store.findSignup({ code: named.code })
        : null;
      events.push({
        kind: posted.type,
        email: subscriber?.email ?? recipient.email,
        broadcastId:
          subscriber && named?.mail.kind === "broadcast" ? named.mail.id : null,
        via: "webhook",
        at: new Date(at).toISOString(),
      });
    }
    return events;
  }

  app.post<{ Body: Events }>(
    mailEventsEndpoint,
    { schema, bodyLimit, attachValidation: true },
    async (request, reply) => {
      if (!secret) return reply.refuse("not-found");
      const raw = request.rawBody ?? Buffer.alloc(0);
      const signature = String(request.headers[signatureHeader] ?? "");
      if (!signedBy(secret, raw, signature)) return reply.refuse("unsigned");
      if (request.validationError) return reply.refuse("bad-request");
      const events = await eventsOf(request.body);
      if (!events) return reply.refuse("bad-request");
      const digest = digestOf(raw);
      if (await table.wasPosted(digest)) return reply.refuse("replayed");
      const at = now().toISOString();
      let told = 0;
      for (const event of events) {
        const { isNew, action } = await table.record(event, at);
        if (isNew) told++;
        if (action !== "unsubscribe-and-suppress") continue;
        const subscriber = await app.store.findSignup({ email: event.email });
        if (subscriber?.referralCode)
          await app.subscriptions.unsubscribe(subscriber.referralCode);
      }
      const broadcasts = new Set(events.map((event) => event.broadcastId));
      for (const id of broadcasts)
        if (id) await pauseIfBurning(app.store.db, id, at);
      await table.takePost(digest, at);
      return { events: events.length, new: told };
    },
  );

  refuseOtherMethods(app, mailEventsEndpoint, ["POST"]);
};

export default mailEventRoutes;
