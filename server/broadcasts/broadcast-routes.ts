// The launch mail on the dashboard: the broadcasts and their numbers, a new draft (the launch
// mail from the content, or the owner's own), its preview, a test copy, deleting a draft, and
// start, schedule, pause, resume and cancel. The same commands as `npm run signups -- broadcast`; each action
// goes to the audit log.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
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
  startTime,
  type Outcome,
} from "./commands";
import { broadcastsTable } from "../store/broadcasts";
import type { AuditAction } from "../store/audit-log";
import { field, sessionOf } from "../owners/owner-request";

/** The longest subject and bodies the dashboard takes (a launch mail is a few kilobytes). */
const subjectLimit = 200;
const bodyLimitChars = 60_000;

export interface BroadcastRouteOptions {
  bodyLimit: number;
  /** Where links in a preview and a test copy point. */
  origin: string;
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
  // Test copies leave by the server's transport (mail/mail.ts); null without SMTP_URL.
  const { store, mail } = app;
  const table = broadcastsTable(store.db);
  const { now, audit } = app.owners;

  app.get("/broadcasts", async () => {
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

  app.post("/broadcasts", { bodyLimit }, async (request, reply) => {
    const subject = optionalText(field(request.body, "subject"), subjectLimit);
    const text = optionalText(field(request.body, "text"), bodyLimitChars);
    const html = optionalText(field(request.body, "html"), bodyLimitChars);
    const wave = field(request.body, "wave");
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
    if (!created.ok)
      return reply.ownerRefuse("broadcast-refused", created.problem);
    await audit(
      sessionOf(request),
      "broadcast-create",
      `${created.value} "${subject.value ?? launchMail.subject}"`,
    );
    return { id: created.value };
  });

  app.get<{ Params: { id: string } }>(
    "/broadcasts/:id/preview",
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

  /** Answers a command's outcome: its value, or its one-line problem; audited when it went. */
  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Outcome<T>,
    action: AuditAction,
    object: string,
  ) {
    if (!outcome.ok)
      return reply.ownerRefuse("broadcast-refused", outcome.problem);
    await audit(sessionOf(request), action, object);
    return { done: outcome.value };
  }

  app.post<{ Params: { id: string } }>(
    "/broadcasts/:id/test",
    { bodyLimit },
    async (request, reply) => {
      if (!mail) return reply.ownerRefuse("mail-off");
      const to = checkEmail(String(field(request.body, "to") ?? ""));
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

  app.post<{ Params: { id: string } }>(
    "/broadcasts/:id/start",
    { bodyLimit },
    async (request, reply) => {
      const rate = field(request.body, "rate") ?? defaultRate;
      const at = field(request.body, "at");
      if (!(
        Number.isInteger(rate) &&
        Number(rate) >= 1 &&
        Number(rate) <= maxRate
      ))
        return reply.ownerRefuse("invalid-rate");
      if (
        at !== undefined &&
        !(typeof at === "string" && startTime(at, now()).ok)
      )
        return reply.ownerRefuse("invalid-time");
      const started = await startBroadcast(store, request.params.id, {
        rate: Number(rate),
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

  app.post<{ Params: { id: string } }>(
    "/broadcasts/:id/delete",
    { bodyLimit },
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
    app.post<{ Params: { id: string } }>(
      `/broadcasts/:id/${action}`,
      { bodyLimit },
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
