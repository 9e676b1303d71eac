// Signing in, the only admin routes open without a session: registering the first passkey
// from an invite link, and signing in with a passkey. Each attempt counts against the
// client's limit, kept in the database so every instance counts together.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { deviceLabel } from "./device-label";
import { signInAttempts } from "./policy";
import { hashToken, isTokenShaped, newToken } from "./tokens";
import { rateBucket } from "../site/request-rules";
import { countHit } from "../store/rate-counters";
import { field, shortId } from "./owner-request";

const signIn: FastifyPluginAsync<{ bodyLimit: number }> = async (
  app,
  { bodyLimit },
) => {
  const {
    table,
    rp,
    now,
    audit,
    signInLimit,
    handOut,
    answeredChallenge,
    verifiedAssertion,
  } = app.owners;

  /** Counts the attempt; answers 429 with Retry-After once the client is over its limit. */
  async function overLimit(request: FastifyRequest, reply: FastifyReply) {
    if (signInLimit === 0) return false;
    const at = now();
    const { hits, resetsAt } = await countHit(
      app.store.db,
      `sign-in ${rateBucket(request.ip)}`,
      signInAttempts.windowMs,
      at,
    );
    if (hits <= signInLimit) return false;
    reply.header(
      "retry-after",
      String(
        Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000)),
      ),
    );
    reply.ownerRefuse("rate-limited");
    return true;
  }

  /** The session a sign-in opens: its secret id's hash, and the device it is opened on. */
  const newSession = (request: FastifyRequest, sessionId: string) => ({
    idHash: hashToken(sessionId),
    device: deviceLabel(request.headers["user-agent"]),
  });

  /** The invite a body names, while it can still be used. */
  async function openInvite(body: unknown) {
    const token = field(body, "token");
    if (!isTokenShaped(token)) return null;
    const tokenHash = hashToken(token);
    const name = await table.openInvite(tokenHash, now().toISOString());
    return name === null ? null : { tokenHash, name };
  }

  app.post("/invite/options", { bodyLimit }, async (request, reply) => {
    if (await overLimit(request, reply)) return reply;
    const invite = await openInvite(request.body);
    if (!invite) return reply.ownerRefuse("invite-invalid");
    const options = await rp.registrationOptions({
      userName: invite.name,
      exclude: [],
    });
    await handOut(options.challenge, "register", invite.tokenHash);
    return { name: invite.name, options };
  });

  app.post("/invite/register", { bodyLimit }, async (request, reply) => {
    if (await overLimit(request, reply)) return reply;
    const invite = await openInvite(request.body);
    if (!invite) return reply.ownerRefuse("invite-invalid");
    const response = field(request.body, "response");
    const challenge = await answeredChallenge(
      response,
      "register",
      invite.tokenHash,
    );
    const passkey = challenge
      ? await rp.verifyRegistration(response, challenge)
      : null;
    if (!passkey) return reply.ownerRefuse("passkey-failed");
    const sessionId = newToken();
    const owner = await table.registerWithInvite({
      tokenHash: invite.tokenHash,
      passkey,
      session: newSession(request, sessionId),
      now: now().toISOString(),
    });
    // Another registration took the invite between the checks above and this one.
    if (!owner) return reply.ownerRefuse("invite-invalid");
    await audit({ owner }, "register", `passkey ${shortId(passkey.id)}`);
    return reply.setSessionCookie(sessionId).code(201).send({ owner });
  });

  app.post("/sign-in/options", { bodyLimit }, async (request, reply) => {
    if (await overLimit(request, reply)) return reply;
    const options = await rp.authenticationOptions();
    await handOut(options.challenge, "sign-in", "");
    return { options };
  });

  app.post("/sign-in", { bodyLimit }, async (request, reply) => {
    if (await overLimit(request, reply)) return reply;
    const verified = await verifiedAssertion(
      field(request.body, "response"),
      "sign-in",
      "",
    );
    if (!verified) return reply.ownerRefuse("passkey-failed");
    const { passkey, signCount } = verified;
    const sessionId = newToken();
    await table.signIn({
      passkeyId: passkey.id,
      ownerId: passkey.ownerId,
      signCount,
      session: newSession(request, sessionId),
      now: now().toISOString(),
    });
    const owner = { id: passkey.ownerId, name: passkey.ownerName };
    await audit({ owner }, "sign-in", `passkey ${shortId(passkey.id)}`);
    return reply.setSessionCookie(sessionId).send({ owner });
  });
};

export default signIn;
