// The signed-in owner's own routes: who is signed in, signing out, passkeys (list, add,
// revoke), inviting another owner and reading the audit log.
import type { FastifyPluginAsync } from "fastify";
import { createInvite } from "../../owners/invites";
import { readOwnerName } from "../../owners/policy";
import { hashToken, isTokenShaped } from "../../owners/tokens";
import { auditLog } from "../../store/audit-log";
import { field, sessionOf, shortId } from "./owner-request";

/** Entries of the audit log the page shows. */
const auditShown = 100;

const owners: FastifyPluginAsync<{
  bodyLimit: number;
  cookieName: string;
  origin: string;
}> = async (app, { bodyLimit, cookieName, origin }) => {
  const { table, rp, now, audit, handOut, answeredChallenge } = app.owners;
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

  app.post("/passkeys/options", { bodyLimit }, async (request) => {
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
