// The launch list as the owners see it: the overview (totals, signups per day, sources,
// referrers), the chat's open questions, the outbox, one subscriber's record, erasure and the
// CSV export.
import type { FastifyPluginAsync } from "fastify";
import { maxQuestionLength } from "../../app/lib/question-rules";
import { checkEmail } from "../../app/lib/signup-rules";
import { dayIn, isTimeZone, momentum, signupDays } from "./signup-days";
import { maskAddress } from "./mask-address";
import { exportStream } from "../launch-list/list-export";
import { dashboardQueries } from "../store/dashboard";
import { field, sessionOf } from "../owners/owner-request";

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
  const { store } = app;
  const queries = dashboardQueries(store.db);
  const { now, audit } = app.owners;

  app.get<{ Querystring: { tz?: string } }>(
    "/overview",
    async (request, reply) => {
      const timeZone = request.query.tz ?? "UTC";
      if (typeof timeZone !== "string" || !isTimeZone(timeZone))
        return reply.ownerRefuse("invalid-time-zone");
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

  app.get("/questions", async () => ({
    questions: await queries.openQuestions(questionsShown),
  }));

  app.post("/questions/handled", { bodyLimit }, async (request, reply) => {
    const question = field(request.body, "question");
    // Characters, not UTF-16 units, as the public route counted them when it stored it.
    if (
      typeof question !== "string" ||
      [...question].length > maxQuestionLength
    )
      return reply.ownerRefuse("bad-request");
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
  });

  app.get("/outbox", async () => queries.outboxHealth(failuresShown));

  app.post("/outbox/redeliver", { bodyLimit }, async (request, reply) => {
    const id = field(request.body, "id");
    if (typeof id !== "string" || id.length > 64)
      return reply.ownerRefuse("bad-request");
    if (!(await queries.redeliver(id, now().toISOString())))
      return reply.ownerRefuse("not-failed");
    await audit(sessionOf(request), "redeliver", `event ${id}`);
    return { queued: id };
  });

  app.get<{ Querystring: { q?: string } }>(
    "/subscribers",
    async (request, reply) => {
      const text = request.query.q;
      if (typeof text !== "string" || text.trim() === "" || text.length > 254)
        return reply.ownerRefuse("bad-request");
      return {
        matches: await queries.searchAddresses(
          text.trim().toLowerCase(),
          matchesShown,
        ),
      };
    },
  );

  app.get<{ Querystring: { email?: string } }>(
    "/subscriber",
    async (request, reply) => {
      const checked = checkEmail(String(request.query.email ?? ""));
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

  app.post("/subscribers/erase", { bodyLimit }, async (request, reply) => {
    const email = checkEmail(String(field(request.body, "email") ?? ""));
    const confirm = checkEmail(String(field(request.body, "confirm") ?? ""));
    if (email.kind !== "valid") return reply.ownerRefuse("invalid-email");
    if (confirm.kind !== "valid" || confirm.email !== email.email)
      return reply.ownerRefuse("confirm-mismatch");
    if (!(await store.eraseSignup(email.email)))
      return reply.ownerRefuse("not-on-list");
    await audit(sessionOf(request), "erase", maskAddress(email.email));
    return { erased: maskAddress(email.email) };
  });

  app.get("/export.csv", async (request, reply) => {
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
  });
};

export default list;
