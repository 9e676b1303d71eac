// /api/admin/*: the owners' dashboard API, one scope of its own. Every write is JSON from the
// dashboard's own origin; every route but signing in needs a valid session; every owner
// action goes to the audit log. Refusals are JSON `{ error, problem }` in the owners' words.
import cookie from "@fastify/cookie";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ownerProblems, type OwnerProblem } from "../../app/content/dashboard";
import { site } from "../../app/content/site";
import { challengeOf, relyingParty, type RelyingParty } from "./passkeys";
import { challengeLifetimeMs, sessionCookieName, sessionTimes } from "./policy";
import { hashToken, isTokenShaped } from "./tokens";
import { auditLog, type AuditAction } from "../store/audit-log";
import {
  ownersTable,
  type ChallengePurpose,
  type OwnerSession,
  type StoredPasskey,
} from "../store/owners";
import broadcastRoutes from "../broadcasts/broadcast-routes";
import { Type } from "@sinclair/typebox";
import { Problem, refusalOnly } from "../site/schemas";
import { problemOfError, problemStatus } from "../site/problems";
import listRoutes from "../dashboard/dashboard-routes";
import ownerRoutes from "./owner-routes";
import signInRoutes from "./sign-in-routes";

export const adminPrefix = "/api/admin";

/** WebAuthn bodies are a few hundred bytes; nothing the dashboard sends comes near this. */
const adminBodyLimit = 16 * 1024;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in owner; set on every owner-only route before its handler runs. */
    ownerSession: OwnerSession | null;
  }
  interface FastifyReply {
    /** Refuses in the owners' words, or with `detail` when the command said it better. */
    ownerRefuse(problem: OwnerProblem, detail?: string): FastifyReply;
    /** Hands the browser a new session's id (the database keeps only its hash). */
    setSessionCookie(sessionId: string): FastifyReply;
  }
  interface FastifyInstance {
    owners: OwnerContext;
  }
}

/** What the admin routes share. */
export interface OwnerContext {
  table: ReturnType<typeof ownersTable>;
  rp: RelyingParty;
  now: () => Date;
  /** Writes an owner action to the audit log. */
  audit(
    session: OwnerSession | { owner: { id: string; name: string } },
    action: AuditAction,
    object: string,
  ): Promise<void>;
  signInLimit: number;
  /** Remembers a challenge handed to a browser, so the answer to it can be checked once. */
  handOut(
    challenge: string,
    purpose: ChallengePurpose,
    subject: string,
  ): Promise<void>;
  /** The challenge a response answers, if it was handed out for this and not used yet. */
  answeredChallenge(
    response: unknown,
    purpose: ChallengePurpose,
    subject: string,
  ): Promise<string | null>;
  /**
   * The standing passkey an assertion was made with and its new signature counter, when the
   * assertion answers a challenge handed out for this and verifies; else null.
   */
  verifiedAssertion(
    response: unknown,
    purpose: "sign-in" | "step-up",
    subject: string,
  ): Promise<{ passkey: StoredPasskey; signCount: number } | null>;
}

export interface AdminOptions {
  /** The dashboard's origin: PUBLIC_URL or the site's base URL. */
  origin: string;
  signInLimit: number;
  now?: () => Date;
}

const isJson = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "")
    .toLowerCase()
    .startsWith("application/json");

const admin: FastifyPluginAsync<AdminOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const cookieName = sessionCookieName(options.origin);
  const table = ownersTable(app.store.db);
  const log = auditLog(app.store.db);

  await app.register(cookie);
  const rp = relyingParty(options.origin, site.brand);
  async function answeredChallenge(
    response: unknown,
    purpose: ChallengePurpose,
    subject: string,
  ) {
    const challenge = challengeOf(response);
    if (!challenge) return null;
    const fresh = await table.useChallenge(
      hashToken(challenge),
      purpose,
      subject,
      now().toISOString(),
    );
    return fresh ? challenge : null;
  }
  app.decorate("owners", {
    table,
    rp,
    now,
    signInLimit: options.signInLimit,
    async handOut(challenge, purpose, subject) {
      const at = now();
      await table.addChallenge({
        hash: hashToken(challenge),
        purpose,
        subject,
        now: at.toISOString(),
        expiresAt: new Date(at.getTime() + challengeLifetimeMs).toISOString(),
      });
    },
    answeredChallenge,
    async verifiedAssertion(response, purpose, subject) {
      const challenge = await answeredChallenge(response, purpose, subject);
      const id = (response as { id?: unknown } | null)?.id;
      const passkey =
        challenge && typeof id === "string"
          ? await table.findPasskey(id)
          : null;
      const signCount =
        passkey && challenge
          ? await rp.verifyAuthentication(response, challenge, passkey)
          : null;
      return passkey && signCount !== null ? { passkey, signCount } : null;
    },
    audit: (session, action, object) =>
      log.append({
        at: now().toISOString(),
        ownerId: session.owner.id,
        ownerName: session.owner.name,
        action,
        object,
      }),
  } satisfies OwnerContext);
  app.decorateRequest("ownerSession", null);
  app.decorateReply(
    "ownerRefuse",
    function ownerRefuse(
      this: FastifyReply,
      problem: OwnerProblem,
      detail?: string,
    ) {
      return this.code(problemStatus[problem]).send({
        error: detail ?? ownerProblems[problem],
        problem,
      });
    },
  );
  app.decorateReply(
    "setSessionCookie",
    function setSessionCookie(this: FastifyReply, sessionId: string) {
      return this.setCookie(cookieName, sessionId, {
        httpOnly: true,
        secure: true,
        sameSite: "strict",
        path: "/",
      });
    },
  );

  // Writes: JSON from this site only. Reads change nothing, so they need neither.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    if (request.isCrossSite()) return reply.ownerRefuse("cross-site");
    if (!isJson(request)) return reply.ownerRefuse("unsupported-media-type");
  });

  app.setErrorHandler((error, request, reply) => {
    const problem = problemOfError(
      error as { code?: string; statusCode?: number },
    );
    if (problem !== "failed") return reply.ownerRefuse(problem);
    request.log.error(
      { reqId: request.id, err: error },
      "an owner request failed",
    );
    return reply.ownerRefuse("failed");
  });

  await app.register(signInRoutes, { bodyLimit: adminBodyLimit });

  // Everything else is the owners' alone.
  await app.register(async (owned) => {
    // Every route here answers 401 without a valid session: its schema says so too.
    owned.addHook("onRoute", (route) => {
      route.schema = {
        ...route.schema,
        response: {
          ...(route.schema?.response as object | undefined),
          401: Type.Ref(Problem),
        },
      };
    });
    owned.addHook("preHandler", async (request, reply) => {
      const id = request.cookies[cookieName];
      const session = isTokenShaped(id)
        ? await table.findSession(
            hashToken(id),
            now().toISOString(),
            sessionTimes,
          )
        : null;
      if (!session) return reply.ownerRefuse("unauthorized");
      request.ownerSession = session;
    });
    await owned.register(ownerRoutes, {
      bodyLimit: adminBodyLimit,
      cookieName,
      origin: options.origin,
    });
    await owned.register(listRoutes, { bodyLimit: adminBodyLimit });
    await owned.register(broadcastRoutes, {
      bodyLimit: adminBodyLimit,
      origin: options.origin,
    });
    owned.all("/*", { schema: refusalOnly(404) }, (_request, reply) =>
      reply.ownerRefuse("not-found"),
    );
  });
};

export default admin;
