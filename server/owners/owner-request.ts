// What every admin route reads off a request besides its schema's body: the signed-in owner.
import { Type } from "@sinclair/typebox";
import type { FastifyRequest } from "fastify";
import type { OwnerSession } from "../store/owners";

/** The signed-in owner of a request on an owner-only route (set by the session check). */
export function sessionOf(request: FastifyRequest): OwnerSession {
  if (!request.ownerSession) throw new Error("owner route without a session");
  return request.ownerSession;
}

/** The OpenAPI tag of the owners' routes. */
export const ownerTags = ["owners"];

/** A WebAuthn credential as the browser's API gives it, checked by @simplewebauthn/server. */
export const credential = Type.Object(
  {},
  { additionalProperties: true, description: "the browser's WebAuthn answer" },
);

/** How the log and the page name a passkey: the start of its credential id. */
export const shortId = (credentialId: string) => credentialId.slice(0, 8);
