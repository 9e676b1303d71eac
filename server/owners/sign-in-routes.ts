// Signing in, the only admin routes open without a session: registering the first passkey
// from an invite link, and signing in with a passkey. Each attempt counts against the
// client's limit (@fastify/rate-limit, one counter for the four routes, kept in the database
// so every instance counts together: launch-list/list-rate-limit.ts).
import type { RateLimitOptions } from "@fastify/rate-limit";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { deviceLabel } from "./device-label";
import { signInAttempts } from "./policy";
import { hashToken, isTokenShaped, newToken } from "./tokens";
import { rateBucket } from "../site/request-rules";
import { credential, ownerTags, shortId } from "./owner-request";
import { anyObject, answer, refusals } from "../site/schemas";

const tags = ownerTags;
const token = Type.String({
  maxLength: 256,
  description: "the invite link's token (after #)",
});
const signedIn = answer(
  { owner: anyObject("{ id, name }") },
  "Signed in; the session cookie set",
);

const schemas = {
  inviteOptions: {
    summary: "Open an invite: the new owner's name and the passkey's options",
    tags,
    body: Type.Object({ token }),
    response: {
      200: answer(
        { name: Type.String(), options: anyObject("WebAuthn options") },
        "The invite is open",
      ),
      ...refusals(400, 410, 429),
    },
  },
  register: {
    summary: "Register the invited owner's passkey and sign them in",
    tags,
    body: Type.Object({ token, response: credential }),
    response: { 201: signedIn, ...refusals(400, 410, 429) },
  },
  signInOptions: {
    summary: "Start a sign-in with a discoverable passkey",
    tags,
    body: Type.Object({}, { additionalProperties: true }),
    response: {
      200: answer({ options: anyObject("WebAuthn options") }, "Options"),
      ...refusals(429),
    },
  },
  signIn: {
    summary: "Sign in with a passkey",
    tags,
    body: Type.Object({ response: credential }),
    response: { 200: signedIn, ...refusals(400, 429) },
  },
};

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

  // Counted once the body is read; over the limit, 429 with Retry-After in the owners' words.
  const rateLimit: RateLimitOptions | false = signInLimit > 0 && {
    max: signInLimit,
    timeWindow: signInAttempts.windowMs,
    groupId: "sign-in",
    hook: "preHandler",
    keyGenerator: (request) => rateBucket(request.ip),
    errorResponseBuilder: () => ({ statusCode: 429 }),
  };
  const limited = { bodyLimit, config: { rateLimit } };
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  /** The session a sign-in opens: its secret id's hash, and the device it is opened on. */
  const newSession = (request: FastifyRequest, sessionId: string) => ({
    idHash: hashToken(sessionId),
    device: deviceLabel(request.headers["user-agent"]),
  });

  /** The invite a body names, while it can still be used. */
  async function openInvite(token: string) {
    if (!isTokenShaped(token)) return null;
    const tokenHash = hashToken(token);
    const name = await table.openInvite(tokenHash, now().toISOString());
    return name === null ? null : { tokenHash, name };
  }

  routes.post(
    "/invite/options",
    { ...limited, schema: schemas.inviteOptions },
    async (request, reply) => {
      const invite = await openInvite(request.body.token);
      if (!invite) return reply.ownerRefuse("invite-invalid");
      const options = await rp.registrationOptions({
        userName: invite.name,
        exclude: [],
      });
      await handOut(options.challenge, "register", invite.tokenHash);
      return { name: invite.name, options };
    },
  );

  routes.post(
    "/invite/register",
    { ...limited, schema: schemas.register },
    async (request, reply) => {
      const invite = await openInvite(request.body.token);
      if (!invite) return reply.ownerRefuse("invite-invalid");
      const { response } = request.body;
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
    },
  );

  routes.post(
    "/sign-in/options",
    { ...limited, schema: schemas.signInOptions },
    async () => {
      const options = await rp.authenticationOptions();
      await handOut(options.challenge, "sign-in", "");
      return { options };
    },
  );

  routes.post(
    "/sign-in",
    { ...limited, schema: schemas.signIn },
    async (request, reply) => {
      const verified = await verifiedAssertion(
        request.body.response,
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
    },
  );
};

export default signIn;
