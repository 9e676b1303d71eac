// The launch list as the owners see it: the overview (totals, signups per day, sources,
// referrers), the funnel from first visit to confirmed subscriber, field speed, the chat's
// open questions, the outbox, one subscriber's record, erasure and the
// CSV export.
import type { Readable } from "node:stream";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { maxQuestionLength } from "../../app/lib/question-rules";
import { checkEmail } from "../../app/lib/signup-rules";
import { dayIn, isTimeZone, momentum, signupDays } from "./signup-days";
import { maskAddress } from "./mask-address";
import { exportStream } from "../launch-list/list-export";
import { dashboardQueries } from "../store/dashboard";
import { visitsTable } from "../store/visits";
import { goodThresholds, speedRows } from "../visits/field-speed";
import { funnelCsv, funnelHours, readFunnel, speedDays } from "./funnel";
import { sessionOf } from "../owners/owner-request";
import { anyObject, answer, refusals } from "../site/schemas";

const tags = ["dashboard"];
const text = (maxLength: number, description: string) =>
  Type.String({ maxLength, description });

const rate = (description: string) =>
  Type.Union([Type.Number(), Type.Null()], { description });
const FunnelRowSchema = Type.Object({
  key: Type.String({
    description: 'the source, campaign or landing page; "(none)" for none',
  }),
  visitors: Type.Integer({ description: "unique visitors, one a day each" }),
  signups: Type.Integer(),
  signupRate: rate("signups ÷ visitors"),
  confirmed: Type.Integer({
    description: "signups confirmed and still on the list",
  }),
  confirmRate: rate("confirmed ÷ signups"),
  referredVisitors: Type.Integer({
    description: "visitors by a subscriber's share link",
  }),
  referredConfirmed: Type.Integer(),
  kFactor: rate("the viral coefficient: referred confirmed ÷ confirmed"),
});

const FunnelSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  by: Type.String(),
  timeZone: Type.String(),
  rows: Type.Array(FunnelRowSchema),
  total: FunnelRowSchema,
  bots: Type.Array(
    Type.Object({ reason: Type.String(), views: Type.Integer() }),
    {
      description: "views that were not a person's, by why, kept apart",
    },
  ),
});

const schemas = {
  overview: {
    summary:
      "Totals, signups per day in a time zone, sources and top referrers",
    tags,
    querystring: Type.Object({
      tz: Type.Optional(text(64, "an IANA time zone; UTC when absent")),
    }),
    response: {
      200: answer(
        {
          timeZone: Type.String(),
          countedAt: Type.Union([Type.String(), Type.Null()], {
            description: "when the snapshot was counted",
          }),
        },
        "The list at a glance, as last counted",
      ),
      ...refusals(400),
    },
  },
  questions: {
    summary: "The chat's open questions, most asked first",
    tags,
    response: { 200: anyObject("{ questions }") },
  },
  markHandled: {
    summary: "Mark a question handled",
    tags,
    body: Type.Object({
      question: text(maxQuestionLength, "the question as stored"),
    }),
    response: {
      200: answer({ marked: Type.Integer() }, "How many were marked"),
      ...refusals(400, 404),
    },
  },
  outbox: {
    summary: "Pending and failed mails and webhook calls",
    tags,
    response: { 200: anyObject("{ pending, failed }") },
  },
  redeliver: {
    summary: "Queue a failed event again",
    tags,
    body: Type.Object({ id: text(64, "the event's id") }),
    response: {
      200: answer({ queued: Type.String() }, "Queued again"),
      ...refusals(400, 409),
    },
  },
  search: {
    summary: "Addresses containing some text",
    tags,
    querystring: Type.Object({ q: text(254, "any part of an address") }),
    response: {
      200: answer({ matches: Type.Array(Type.String()) }, "Up to 20 addresses"),
      ...refusals(400),
    },
  },
  subscriber: {
    summary: "One subscriber's record and place",
    tags,
    querystring: Type.Object({ email: text(512, "the address") }),
    response: {
      200: answer({ subscriber: anyObject("the record") }, "The record"),
      ...refusals(404, 422),
    },
  },
  erase: {
    summary: "Erase a subscriber: every trace of the address",
    tags,
    body: Type.Object({
      email: text(512, "the address"),
      confirm: text(512, "the address typed again"),
    }),
    response: {
      200: answer({ erased: Type.String() }, "Erased; the address masked"),
      ...refusals(400, 404, 422),
    },
  },
  funnel: {
    summary:
      "Unique visitors, signups and confirmed subscribers per source, campaign or landing page",
    description:
      "Days are the owner's, in `tz`; counts are kept per UTC hour, so a zone whose offset is not whole hours starts its day at its next hour. Add `format=csv` for the same rows as CSV.",
    tags,
    querystring: Type.Object({
      from: text(10, "the first day, YYYY-MM-DD"),
      to: text(10, "the last day, YYYY-MM-DD, included"),
      by: Type.Union(
        [
          Type.Literal("source"),
          Type.Literal("campaign"),
          Type.Literal("landing"),
        ],
        { description: "what a row is" },
      ),
      tz: Type.Optional(text(64, "an IANA time zone; UTC when absent")),
      format: Type.Optional(
        Type.Literal("csv", { description: "CSV instead of JSON" }),
      ),
    }),
    response: {
      200: {
        description: "The funnel, most visitors first, and its total",
        content: {
          "application/json": { schema: FunnelSchema },
          "text/csv": { schema: Type.String() },
        },
      },
      ...refusals(400),
    },
  },
  fieldSpeed: {
    summary: "Field speed: the 75th percentile per page and device class",
    tags,
    querystring: Type.Object({
      from: text(10, "the first day, YYYY-MM-DD"),
      to: text(10, "the last day, YYYY-MM-DD, included"),
      tz: Type.Optional(text(64, "an IANA time zone; UTC when absent")),
    }),
    response: {
      200: answer(
        { rows: Type.Array(anyObject("a page on a device class")) },
        "p75 of load time, LCP, INP (ms) and CLS, with samples, beside the good thresholds",
      ),
      ...refusals(400),
    },
  },
  exportCsv: {
    summary: "The list as CSV, as the command line exports it",
    tags,
    response: {
      200: {
        description: "The CSV, streamed",
        content: {
          "text/csv": { schema: Type.Unsafe<Readable>({ type: "string" }) },
        },
      },
    },
  },
};

/** The chart's shortest range: a month of days, however young the list. */
const minDays = 30;
const referrersShown = 10;
const questionsShown = 50;
const failuresShown = 50;
const matchesShown = 20;
/** Campaign links make a row each: the dashboard shows the biggest. */
const sourcesShown = 100;

const list: FastifyPluginAsync<{ bodyLimit: number }> = async (
  app,
  { bodyLimit },
) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store } = app;
  const queries = dashboardQueries(store.db);
  const visits = visitsTable(store.db);
  const { now, audit } = app.owners;

  routes.get(
    "/overview",
    { schema: schemas.overview },
    async (request, reply) => {
      const timeZone = request.query.tz ?? "UTC";
      if (!isTimeZone(timeZone)) return reply.ownerRefuse("invalid-time-zone");
      const at = now();
      const { snapshot } = store;
      const [{ countedAt, ...counts }, quarters, sources, referrers] =
        await Promise.all([
          snapshot.statusCounts(),
          snapshot.signupQuarters(),
          snapshot.sources(sourcesShown),
          snapshot.topReferrers(referrersShown),
        ]);
      const days = signupDays(quarters, { timeZone, now: at, minDays });
      return {
        timeZone,
        countedAt,
        counts,
        momentum: momentum(days, dayIn(timeZone)(at)),
        days,
        sources,
        referrers,
      };
    },
  );

  /** The UTC hours of a range query, or the refusal it gets. */
  function rangeOf(query: { from: string; to: string; tz?: string }) {
    const timeZone = query.tz ?? "UTC";
    if (!isTimeZone(timeZone)) return "invalid-time-zone" as const;
    const hours = funnelHours(query.from, query.to, timeZone);
    return "problem" in hours ? hours.problem : { timeZone, hours };
  }

  routes.get("/funnel", { schema: schemas.funnel }, async (request, reply) => {
    const range = rangeOf(request.query);
    if (typeof range === "string") return reply.ownerRefuse(range);
    const { from, to, by, format } = request.query;
    const funnel = await readFunnel(
      visits,
      { from, to, by, timeZone: range.timeZone },
      range.hours,
    );
    if (format === "csv")
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="funnel-${by}-${from}-${to}.csv"`,
        )
        .send(funnelCsv(funnel));
    return { ...funnel, timeZone: range.timeZone };
  });

  routes.get(
    "/field-speed",
    { schema: schemas.fieldSpeed },
    async (request, reply) => {
      const range = rangeOf(request.query);
      if (typeof range === "string") return reply.ownerRefuse(range);
      const days = speedDays(range.hours);
      return {
        good: goodThresholds,
        rows: speedRows(await visits.speedHistograms(days.from, days.to)),
      };
    },
  );

  routes.get("/questions", { schema: schemas.questions }, async () => ({
    questions: await queries.openQuestions(questionsShown),
  }));

  // The schema counts characters, not UTF-16 units, as the public route did when it stored it.
  routes.post(
    "/questions/handled",
    { bodyLimit, schema: schemas.markHandled },
    async (request, reply) => {
      const { question } = request.body;
      const marked = await queries.markQuestionHandled(
        question,
        now().toISOString(),
      );
      if (marked === 0) return reply.ownerRefuse("not-found");
      await audit(
        sessionOf(request),
        "mark-handled",
        [...question].slice(0, 80).join(""),
      );
      return { marked };
    },
  );

  routes.get("/outbox", { schema: schemas.outbox }, async () =>
    queries.outboxHealth(failuresShown),
  );

  routes.post(
    "/outbox/redeliver",
    { bodyLimit, schema: schemas.redeliver },
    async (request, reply) => {
      const { id } = request.body;
      if (!(await queries.redeliver(id, now().toISOString())))
        return reply.ownerRefuse("not-failed");
      await audit(sessionOf(request), "redeliver", `event ${id}`);
      return { queued: id };
    },
  );

  routes.get(
    "/subscribers",
    { schema: schemas.search },
    async (request, reply) => {
      const text = request.query.q;
      if (text.trim() === "") return reply.ownerRefuse("bad-request");
      return {
        matches: await queries.searchAddresses(
          text.trim().toLowerCase(),
          matchesShown,
        ),
      };
    },
  );

  routes.get(
    "/subscriber",
    { schema: schemas.subscriber },
    async (request, reply) => {
      const checked = checkEmail(request.query.email);
      if (checked.kind !== "valid") return reply.ownerRefuse("invalid-email");
      const signup = await store.findSignup({ email: checked.email });
      if (!signup) return reply.ownerRefuse("not-on-list");
      const place = await store.snapshot.place(signup.email);
      return {
        subscriber: {
          ...signup,
          position: place?.position ?? null,
          referralCount: place?.referralCount ?? 0,
        },
      };
    },
  );

  routes.post(
    "/subscribers/erase",
    { bodyLimit, schema: schemas.erase },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const confirm = checkEmail(request.body.confirm);
      if (email.kind !== "valid") return reply.ownerRefuse("invalid-email");
      if (confirm.kind !== "valid" || confirm.email !== email.email)
        return reply.ownerRefuse("confirm-mismatch");
      if (!(await store.eraseSignup(email.email)))
        return reply.ownerRefuse("not-on-list");
      await audit(sessionOf(request), "erase", maskAddress(email.email));
      return { erased: maskAddress(email.email) };
    },
  );

  routes.get(
    "/export.csv",
    { schema: schemas.exportCsv },
    async (request, reply) => {
      const { total } = await store.snapshot.statusCounts();
      await audit(sessionOf(request), "export", `${total} rows`);
      const day = now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="launch-list-${day}.csv"`,
        )
        .send(exportStream(store));
    },
  );
};

export default list;
