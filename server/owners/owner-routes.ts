// The signed-in owner's own routes: who is signed in, signing out, their live sessions (ending
// any other), a step-up, passkeys (list, add, revoke), inviting another owner and reading the
// audit log. Inviting and adding or revoking a passkey need a step-up in the last 5 minutes.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createInvite } from "./invites";
import {
  readOwnerName,
  sessionAbsoluteMs,
  sessionIdleMs,
  stepUpMs,
} from "./policy";
import { hashToken, isTokenShaped } from "./tokens";
import { auditLog } from "../store/audit-log";
import { field, sessionOf, shortId } from "./owner-request";

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

  app.get("/session", async (request) => {
    const session = sessionOf(request);
    return { owner: session.owner, passkey: shortId(session.passkeyId) };
  });

  app.post("/sign-out", { bodyLimit }, async (request, reply) => {
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
      .send();
  });

  /** True once the session has proved its owner is there lately; else refused, asking for it. */
  function steppedUp(request: FastifyRequest, reply: FastifyReply) {
    const { verifiedAt } = sessionOf(request);
    if (now().getTime() - Date.parse(verifiedAt) <= stepUpMs) return true;
    reply.ownerRefuse("step-up-needed");
    return false;
  }

  app.post("/step-up/options", { bodyLimit }, async (request) => {
    const { owner } = sessionOf(request);
    const options = await rp.authenticationOptions(
      (await table.listPasskeys(owner.id)).map((p) => p.id),
    );
    await handOut(options.challenge, "step-up", owner.id);
    return { options };
  });

  app.post("/step-up", { bodyLimit }, async (request, reply) => {
    const session = sessionOf(request);
    const verified = await verifiedAssertion(
      field(request.body, "response"),
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
    return reply.code(204).send();
  });

  app.get("/sessions", async (request) => {
    const session = sessionOf(request);
    const sessions = await table.liveSessions(
      session.owner.id,
      now().toISOString(),
      { idleMs: sessionIdleMs, absoluteMs: sessionAbsoluteMs },
    );
    return {
      sessions: sessions.map((s) => ({
        ...s,
        current: s.handle === session.handle,
      })),
    };
  });

  app.post("/sessions/end", { bodyLimit }, async (request, reply) => {
    const session = sessionOf(request);
    const handle = field(request.body, "handle");
    const others = field(request.body, "others") === true;
    if (others === (handle !== undefined))
      return reply.ownerRefuse("bad-request");
    if (
      !others &&
      (typeof handle !== "string" || !/^[\w-]{16,64}$/.test(handle))
    )
      return reply.ownerRefuse("bad-request");
    const target = others ? null : (handle as string);
    if (target === session.handle) return reply.ownerRefuse("bad-request");
    const live = await table.liveSessions(
      session.owner.id,
      now().toISOString(),
      { idleMs: sessionIdleMs, absoluteMs: sessionAbsoluteMs },
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
  });

  app.get("/passkeys", async (request) => {
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

  app.post("/passkeys/options", { bodyLimit }, async (request, reply) => {
    if (!steppedUp(request, reply)) return reply;
    const { owner } = sessionOf(request);
    const options = await rp.registrationOptions({
      userName: owner.name,
      userId: owner.id,
      exclude: (await table.listPasskeys(owner.id)).map((p) => p.id),
    });
    await handOut(options.challenge, "add-passkey", owner.id);
    return { options };
  });

  app.post("/passkeys", { bodyLimit }, async (request, reply) => {
    if (!steppedUp(request, reply)) return reply;
    const session = sessionOf(request);
    const response = field(request.body, "response");
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
    return reply.code(201).send({ id: passkey.id, label: shortId(passkey.id) });
  });

  app.post("/passkeys/revoke", { bodyLimit }, async (request, reply) => {
    if (!steppedUp(request, reply)) return reply;
    const session = sessionOf(request);
    const id = field(request.body, "id");
    if (typeof id !== "string" || id.length > 1024)
      return reply.ownerRefuse("bad-request");
    const outcome = await table.revokePasskey(id, now().toISOString());
    if (outcome === "unknown") return reply.ownerRefuse("not-found");
    if (outcome === "last") return reply.ownerRefuse("last-passkey");
    await audit(session, "revoke-passkey", `passkey ${shortId(id)}`);
    return { revoked: shortId(id), signedOut: id === session.passkeyId };
  });

  app.post("/invites", { bodyLimit }, async (request, reply) => {
    if (!steppedUp(request, reply)) return reply;
    const session = sessionOf(request);
    const name = readOwnerName(field(request.body, "name"));
    if (!name) return reply.ownerRefuse("invalid-name");
    const { link, expiresAt } = await createInvite(table, {
      name,
      invitedBy: session.owner.id,
      origin,
      now: now(),
    });
    await audit(session, "invite", `invite for ${name}`);
    return reply.code(201).send({ link, expiresAt });
  });

  app.get("/audit", async () => ({ entries: await log.recent(auditShown) }));
};

export default owners;
