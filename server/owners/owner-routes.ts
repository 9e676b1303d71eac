// The signed-in owner's own routes: who is signed in, signing out, their live sessions (ending
// any other), a step-up, passkeys (list, add, revoke), inviting another owner and reading the
// audit log. Inviting and adding or revoking a passkey need a step-up in the last 5 minutes.
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createInvite } from "./invites";
import { readOwnerName, sessionTimes, stepUpMs } from "./policy";
import { hashToken, isTokenShaped } from "./tokens";
import { auditLog } from "../store/audit-log";
import { credential, ownerTags, sessionOf, shortId } from "./owner-request";
import { anyObject, answer, noBody, refusals } from "../site/schemas";

const tags = ownerTags;
const empty = Type.Object({}, { additionalProperties: true });
const options = answer(
  { options: anyObject("WebAuthn options") },
  "The ceremony's options",
);

const schemas = {
  session: {
    summary: "Who is signed in",
    tags,
    response: {
      200: answer(
        { owner: anyObject("{ id, name }"), passkey: Type.String() },
        "The owner and the passkey's label",
      ),
    },
  },
  signOut: {
    summary: "Sign out",
    tags,
    body: empty,
    response: { 204: noBody("Signed out; the cookie cleared") },
  },
  stepUpOptions: {
    summary: "Start a step-up: options naming the owner's passkeys",
    tags,
    body: empty,
    response: { 200: options },
  },
  stepUp: {
    summary: "A passkey assertion for this session, good for 5 minutes",
    tags,
    body: Type.Object({ response: credential }),
    response: { 204: noBody("Stepped up"), ...refusals(400) },
  },
  sessions: {
    summary: "The owner's live sessions",
    tags,
    response: {
      200: answer(
        {
          sessions: Type.Array(
            Type.Object({
              handle: Type.String(),
              device: Type.String(),
              startedAt: Type.String(),
              lastSeenAt: Type.String(),
              current: Type.Boolean(),
            }),
          ),
        },
        "Where the owner is signed in",
      ),
    },
  },
  endSessions: {
    summary: "End one of the owner's other sessions, or all of them",
    tags,
    body: Type.Object({
      handle: Type.Optional(
        Type.String({ pattern: "^[\\w-]{16,64}$", description: "one session" }),
      ),
      others: Type.Optional(
        Type.Literal(true, { description: "every other one" }),
      ),
    }),
    response: {
      200: answer({ ended: Type.Integer() }, "How many ended"),
      ...refusals(400, 404),
    },
  },
  passkeys: {
    summary: "Every owner's passkeys",
    tags,
    response: { 200: anyObject("{ passkeys }") },
  },
  passkeyOptions: {
    summary: "Start adding a passkey (needs a step-up)",
    tags,
    body: empty,
    response: { 200: options, ...refusals(403) },
  },
  addPasskey: {
    summary: "Add the passkey just made (needs a step-up)",
    tags,
    body: Type.Object({ response: credential }),
    response: {
      201: answer({ id: Type.String(), label: Type.String() }, "Added"),
      ...refusals(400, 403),
    },
  },
  revokePasskey: {
    summary: "Revoke a passkey, never the last one (needs a step-up)",
    tags,
    body: Type.Object({ id: Type.String({ maxLength: 1024 }) }),
    response: {
      200: answer(
        { revoked: Type.String(), signedOut: Type.Boolean() },
        "Revoked; signedOut when it was this session's",
      ),
      ...refusals(400, 403, 404, 409),
    },
  },
  invite: {
    summary: "A one-time invite link for another owner (needs a step-up)",
    tags,
    body: Type.Object({ name: Type.String({ maxLength: 256 }) }),
    response: {
      201: answer(
        { link: Type.String(), expiresAt: Type.String() },
        "The link, valid once for 15 minutes",
      ),
      ...refusals(400, 403, 422),
    },
  },
  audit: {
    summary: "The newest 100 entries of the audit log",
    tags,
    response: { 200: anyObject("{ entries }") },
  },
};

/** Entries of the audit log the page shows. */
const auditShown = 100;

const owners: FastifyPluginAsync<{
  bodyLimit: number;
  cookieName: string;
  origin: string;
}> = async (app, { bodyLimit, cookieName, origin }) => {
  const {
    table,
    rp,
    now,
    audit,
    handOut,
    answeredChallenge,
    verifiedAssertion,
  } = app.owners;
  const log = auditLog(app.store.db);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get("/session", { schema: schemas.session }, async (request) => {
    const session = sessionOf(request);
    return { owner: session.owner, passkey: shortId(session.passkeyId) };
  });

  routes.post(
    "/sign-out",
    { bodyLimit, schema: schemas.signOut },
    async (request, reply) => {
      const session = sessionOf(request);
      const id = request.cookies[cookieName];
      if (isTokenShaped(id))
        await table.endSession(hashToken(id), now().toISOString());
      await audit(session, "sign-out", `passkey ${shortId(session.passkeyId)}`);
      return reply
        .clearCookie(cookieName, {
          path: "/",
          secure: true,
          httpOnly: true,
          sameSite: "strict",
        })
        .code(204)
        .send(null);
    },
  );

  /** True once the session has proved its owner is there lately; else refused, asking for it. */
  function steppedUp(request: FastifyRequest, reply: FastifyReply) {
    const { verifiedAt } = sessionOf(request);
    if (now().getTime() - Date.parse(verifiedAt) <= stepUpMs) return true;
    reply.ownerRefuse("step-up-needed");
    return false;
  }

  routes.post(
    "/step-up/options",
    { bodyLimit, schema: schemas.stepUpOptions },
    async (request) => {
      const { owner } = sessionOf(request);
      const options = await rp.authenticationOptions(
        (await table.listPasskeys(owner.id)).map((p) => p.id),
      );
      await handOut(options.challenge, "step-up", owner.id);
      return { options };
    },
  );

  routes.post(
    "/step-up",
    { bodyLimit, schema: schemas.stepUp },
    async (request, reply) => {
      const session = sessionOf(request);
      const verified = await verifiedAssertion(
        request.body.response,
        "step-up",
        session.owner.id,
      );
      // Only a passkey of the signed-in owner can vouch for them.
      if (verified?.passkey.ownerId !== session.owner.id)
        return reply.ownerRefuse("passkey-failed");
      const { passkey, signCount } = verified;
      await table.stepUp({
        passkeyId: passkey.id,
        signCount,
        idHash: session.idHash,
        now: now().toISOString(),
      });
      await audit(session, "step-up", `passkey ${shortId(passkey.id)}`);
      return reply.code(204).send(null);
    },
  );

  routes.get("/sessions", { schema: schemas.sessions }, async (request) => {
    const session = sessionOf(request);
    const sessions = await table.liveSessions(
      session.owner.id,
      now().toISOString(),
      sessionTimes,
    );
    return {
      sessions: sessions.map((s) => ({
        ...s,
        current: s.handle === session.handle,
      })),
    };
  });

  routes.post(
    "/sessions/end",
    { bodyLimit, schema: schemas.endSessions },
    async (request, reply) => {
      const session = sessionOf(request);
      const { handle, others = false } = request.body;
      // One of the two, never both.
      if (others === (handle !== undefined))
        return reply.ownerRefuse("bad-request");
      const target = handle ?? null;
      if (target === session.handle) return reply.ownerRefuse("bad-request");
      const live = await table.liveSessions(
        session.owner.id,
        now().toISOString(),
        sessionTimes,
      );
      const ending = live.filter((s) =>
        target ? s.handle === target : s.handle !== session.handle,
      );
      if (target && ending.length === 0) return reply.ownerRefuse("not-found");
      const ended = await table.endSessions(
        session.owner.id,
        target ? { handle: target } : { except: session.handle },
        now().toISOString(),
      );
      await audit(
        session,
        "end-session",
        target
          ? `session on ${ending[0]?.device} from ${ending[0]?.startedAt}`
          : `all other sessions (${ending.length})`,
      );
      return { ended };
    },
  );

  routes.get("/passkeys", { schema: schemas.passkeys }, async (request) => {
    const session = sessionOf(request);
    const passkeys = await table.listPasskeys();
    return {
      passkeys: passkeys.map((p) => ({
        ...p,
        label: shortId(p.id),
        current: p.id === session.passkeyId,
      })),
    };
  });

  routes.post(
    "/passkeys/options",
    { bodyLimit, schema: schemas.passkeyOptions },
    async (request, reply) => {
      if (!steppedUp(request, reply)) return reply;
      const { owner } = sessionOf(request);
      const options = await rp.registrationOptions({
        userName: owner.name,
        userId: owner.id,
        exclude: (await table.listPasskeys(owner.id)).map((p) => p.id),
      });
      await handOut(options.challenge, "add-passkey", owner.id);
      return { options };
    },
  );

  routes.post(
    "/passkeys",
    { bodyLimit, schema: schemas.addPasskey },
    async (request, reply) => {
      if (!steppedUp(request, reply)) return reply;
      const session = sessionOf(request);
      const { response } = request.body;
      const challenge = await answeredChallenge(
        response,
        "add-passkey",
        session.owner.id,
      );
      const passkey = challenge
        ? await rp.verifyRegistration(response, challenge)
        : null;
      if (!passkey) return reply.ownerRefuse("passkey-failed");
      await table.addPasskey(session.owner.id, passkey, now().toISOString());
      await audit(session, "add-passkey", `passkey ${shortId(passkey.id)}`);
      return reply
        .code(201)
        .send({ id: passkey.id, label: shortId(passkey.id) });
    },
  );

  routes.post(
    "/passkeys/revoke",
    { bodyLimit, schema: schemas.revokePasskey },
    async (request, reply) => {
      if (!steppedUp(request, reply)) return reply;
      const session = sessionOf(request);
      const { id } = request.body;
      const outcome = await table.revokePasskey(id, now().toISOString());
      if (outcome === "unknown") return reply.ownerRefuse("not-found");
      if (outcome === "last") return reply.ownerRefuse("last-passkey");
      await audit(session, "revoke-passkey", `passkey ${shortId(id)}`);
      return { revoked: shortId(id), signedOut: id === session.passkeyId };
    },
  );

  routes.post(
    "/invites",
    { bodyLimit, schema: schemas.invite },
    async (request, reply) => {
      if (!steppedUp(request, reply)) return reply;
      const session = sessionOf(request);
      const name = readOwnerName(request.body.name);
      if (!name) return reply.ownerRefuse("invalid-name");
      const { link, expiresAt } = await createInvite(table, {
        name,
        invitedBy: session.owner.id,
        origin,
        now: now(),
      });
      await audit(session, "invite", `invite for ${name}`);
      return reply.code(201).send({ link, expiresAt });
    },
  );

  routes.get("/audit", { schema: schemas.audit }, async () => ({
    entries: await log.recent(auditShown),
  }));
};

export default owners;
