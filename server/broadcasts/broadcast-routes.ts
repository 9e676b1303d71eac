// The launch mail on the dashboard: the broadcasts and their numbers, a new draft (the launch
// mail from the content, or the owner's own), its preview, a test copy, deleting a draft, and
// start, schedule, pause, resume and cancel. The same commands as `npm run signups -- broadcast`; each action
// goes to the audit log.
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { broadcastRefusals } from "../../app/content/dashboard";
import { launchMail } from "../../app/content/launch-mail";
import { site } from "../../app/content/site";
import { localDateTime } from "../../app/lib/launch-phase";
import { checkEmail } from "../../app/lib/signup-rules";
import { broadcastMail } from "./broadcast-mail";
import {
  createBroadcast,
  defaultRate,
  deleteDraft,
  describeBroadcast,
  maxRate,
  moveBroadcast,
  sendTestCopy,
  startBroadcast,
  type BroadcastProblem,
  type Outcome,
} from "./commands";
import { placeholders } from "./template";
import { broadcastsTable } from "../store/broadcasts";
import type { AuditAction } from "../store/audit-log";
import { sessionOf } from "../owners/owner-request";
import { anyObject, answer as described, refusals } from "../site/schemas";

/** The longest subject and bodies the dashboard takes (a launch mail is a few kilobytes). */
const subjectLimit = 200;
const bodyLimitChars = 60_000;

export interface BroadcastRouteOptions {
  bodyLimit: number;
  /** Where links in a preview and a test copy point. */
  origin: string;
}

const tags = ["broadcasts"];
const id = Type.Object({
  id: Type.String({ maxLength: 64, description: "the broadcast's id" }),
});
const nothing = Type.Object({}, { additionalProperties: true });
const done = described({ done: Type.Unknown() }, "Done: the command's answer");
const orNull = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));
const command = (summary: string) => ({
  summary,
  tags,
  params: id,
  body: nothing,
  response: { 200: done, ...refusals(400, 404, 409) },
});

const schemas = {
  list: {
    summary:
      "Every broadcast with its numbers, and the launch mail from the content",
    tags,
    response: {
      200: anyObject(
        "{ broadcasts, launchMail, launchAt, defaultRate, maxRate, canSendTests }",
      ),
    },
  },
  create: {
    summary:
      "A new draft: your own mail, or the launch mail when none is given",
    tags,
    body: Type.Object({
      subject: orNull(Type.String({ maxLength: subjectLimit })),
      text: orNull(Type.String({ maxLength: bodyLimitChars })),
      html: orNull(Type.String({ maxLength: bodyLimitChars })),
      wave: Type.Optional(
        Type.Union([Type.Number(), Type.Null()], {
          description:
            "the first so many places in the queue; everyone when absent",
        }),
      ),
    }),
    response: {
      200: described({ id: Type.String() }, "The draft's id"),
      ...refusals(400, 409, 422),
    },
  },
  preview: {
    summary: "The draft's subject and bodies with the placeholders filled in",
    tags,
    params: id,
    response: {
      200: described(
        {
          subject: Type.String(),
          text: Type.String(),
          html: Type.Union([Type.String(), Type.Null()]),
        },
        "The preview",
      ),
      ...refusals(404),
    },
  },
  test: {
    summary: "One copy marked as a test, to any address",
    tags,
    params: id,
    body: Type.Object({ to: Type.String({ maxLength: 512 }) }),
    response: { 200: done, ...refusals(400, 404, 409, 422) },
  },
  start: {
    summary: "Start now, at a time with its zone, or at the launch moment",
    tags,
    params: id,
    body: Type.Object({
      rate: Type.Optional(
        Type.Number({ description: "mails a second, for all instances" }),
      ),
      at: Type.Optional(
        Type.String({
          maxLength: 64,
          description: 'an ISO time with its zone, or "launch"',
        }),
      ),
    }),
    response: { 200: done, ...refusals(400, 404, 409, 422) },
  },
  delete: command("Delete a draft"),
  pause: command("Pause sending"),
  resume: command("Resume sending"),
  cancel: command("Cancel for good"),
};

/** A command's refusal, as the owners' API answers it, worded by the dashboard's copy. */
function refuseCommand(reply: FastifyReply, problem: BroadcastProblem) {
  const words = broadcastRefusals;
  switch (problem.code) {
    case "bad-rate":
      return reply.ownerRefuse("invalid-rate");
    case "bad-time":
      return reply.ownerRefuse("invalid-time");
    case "unknown-broadcast":
      return reply.ownerRefuse("not-found");
    case "subject-not-one-line":
    case "subject-without-text":
      return reply.ownerRefuse("invalid-draft");
    case "ended":
      return reply.ownerRefuse("broadcast-refused", words.ended(problem.state));
    case "template":
      return reply.ownerRefuse(
        "broadcast-refused",
        problem.problem.kind === "no-unsubscribe-link"
          ? words.noUnsubscribeLink(problem.body)
          : words.unknownPlaceholder(
              problem.body,
              problem.problem.placeholder,
              placeholders.map((name) => `{{${name}}}`).join(", "),
            ),
      );
    case "cannot-move":
      return reply.ownerRefuse(
        "broadcast-refused",
        words.cannotMove(problem.state, problem.action),
      );
    case "not-a-draft":
      return reply.ownerRefuse(
        "broadcast-refused",
        words.notADraft(problem.state),
      );
    case "test-refused":
      return reply.ownerRefuse(
        "broadcast-refused",
        words.testRefused(problem.reason),
      );
  }
}

const optionalText = (value: unknown, limit: number) =>
  value === undefined || value === null || value === ""
    ? { ok: true as const, value: undefined }
    : typeof value === "string" && value.length <= limit
      ? { ok: true as const, value }
      : { ok: false as const };

const broadcasts: FastifyPluginAsync<BroadcastRouteOptions> = async (
  app,
  { bodyLimit, origin },
) => {
  // Test copies leave by the server's transport (mail/mailer.ts); null without SMTP_URL.
  const { store, mailer: mail } = app;
  const table = broadcastsTable(store.db);
  const { now, audit } = app.owners;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get("/broadcasts", { schema: schemas.list }, async () => {
    const broadcasts = await Promise.all(
      (await table.list()).map(async (broadcast) =>
        describeBroadcast(broadcast, await table.counts(broadcast.id)),
      ),
    );
    return {
      broadcasts,
      launchMail: {
        subject: launchMail.subject,
        text: launchMail.text,
        html: launchMail.html,
      },
      launchAt: new Date(localDateTime(site.launchTarget)).toISOString(),
      defaultRate,
      maxRate,
      canSendTests: mail !== null,
    };
  });

  routes.post(
    "/broadcasts",
    { bodyLimit, schema: schemas.create },
    async (request, reply) => {
      const subject = optionalText(request.body.subject, subjectLimit);
      const text = optionalText(request.body.text, bodyLimitChars);
      const html = optionalText(request.body.html, bodyLimitChars);
      const { wave } = request.body;
      if (!subject.ok || !text.ok || !html.ok)
        return reply.ownerRefuse("bad-request");
      // Your own mail is a one-line subject and a text body at least; none is the launch mail.
      if (
        (subject.value === undefined) !== (text.value === undefined) ||
        /[\r\n]/.test(subject.value ?? "")
      )
        return reply.ownerRefuse("invalid-draft");
      if (
        wave !== undefined &&
        wave !== null &&
        !(Number.isInteger(wave) && Number(wave) >= 1)
      )
        return reply.ownerRefuse("invalid-wave");
      const created = await createBroadcast(store, {
        subject: subject.value,
        text: text.value,
        html: html.value,
        maxPosition: typeof wave === "number" ? wave : null,
        now: now(),
      });
      if (!created.ok) return refuseCommand(reply, created.problem);
      await audit(
        sessionOf(request),
        "broadcast-create",
        `${created.value} "${subject.value ?? launchMail.subject}"`,
      );
      return { id: created.value };
    },
  );

  routes.get(
    "/broadcasts/:id/preview",
    { schema: schemas.preview },
    async (request, reply) => {
      const broadcast = await table.find(request.params.id);
      if (!broadcast) return reply.ownerRefuse("not-found");
      const filled = broadcastMail({
        broadcast,
        email: "preview@example.com",
        unsubscribeUrl: `${origin}/api/unsubscribe?t=…`,
        shopUrl: launchMail.shopUrl,
        host: new URL(origin).host,
      });
      return {
        subject: filled.subject,
        text: filled.text,
        html: filled.html ?? null,
      };
    },
  );

  /** Answers a command's outcome: its value, or its problem worded; audited when it went. */
  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Outcome<T>,
    action: AuditAction,
    object: string,
  ) {
    if (!outcome.ok) return refuseCommand(reply, outcome.problem);
    await audit(sessionOf(request), action, object);
    return { done: outcome.value };
  }

  routes.post(
    "/broadcasts/:id/test",
    { bodyLimit, schema: schemas.test },
    async (request, reply) => {
      if (!mail) return reply.ownerRefuse("mail-off");
      const to = checkEmail(request.body.to);
      if (to.kind !== "valid") return reply.ownerRefuse("invalid-email");
      const sent = await sendTestCopy(store, request.params.id, {
        to: to.email,
        transport: mail.transactional,
        from: mail.from,
        origin,
      });
      return answer(
        request,
        reply,
        sent,
        "broadcast-test",
        `${request.params.id} to ${to.email}`,
      );
    },
  );

  routes.post(
    "/broadcasts/:id/start",
    { bodyLimit, schema: schemas.start },
    async (request, reply) => {
      const { rate, at } = request.body;
      const started = await startBroadcast(store, request.params.id, {
        rate,
        at,
        now: now(),
      });
      const scheduled = started.ok && started.value.state === "scheduled";
      return answer(
        request,
        reply,
        started,
        scheduled ? "broadcast-schedule" : "broadcast-start",
        started.ok
          ? `${request.params.id}: ${started.value.added} recipients${scheduled ? ` from ${started.value.sendAt}` : ""}`
          : request.params.id,
      );
    },
  );

  routes.post(
    "/broadcasts/:id/delete",
    { bodyLimit, schema: schemas.delete },
    async (request, reply) => {
      const deleted = await deleteDraft(store, request.params.id);
      return answer(
        request,
        reply,
        deleted.ok ? { ok: true, value: request.params.id } : deleted,
        "broadcast-delete",
        deleted.ok
          ? `${request.params.id} "${deleted.value.subject}"`
          : request.params.id,
      );
    },
  );

  for (const action of ["pause", "resume", "cancel"] as const)
    routes.post(
      `/broadcasts/:id/${action}`,
      { bodyLimit, schema: schemas[action] },
      async (request, reply) =>
        answer(
          request,
          reply,
          await moveBroadcast(store, request.params.id, action, now()),
          `broadcast-${action}`,
          request.params.id,
        ),
    );
};

export default broadcasts;
