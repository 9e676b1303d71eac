// What every admin route reads off a request: the signed-in owner and the fields of a JSON body.
import type { FastifyRequest } from "fastify";
import type { OwnerSession } from "../store/owners";

/** The signed-in owner of a request on an owner-only route (set by the session check). */
export function sessionOf(request: FastifyRequest): OwnerSession {
  if (!request.ownerSession) throw new Error("owner route without a session");
  return request.ownerSession;
}

/** One field of a JSON body, whatever was sent; the route checks its type. */
export const field = (body: unknown, name: string): unknown =>
  typeof body === "object" && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;

/** How the log and the page name a passkey: the start of its credential id. */
export const shortId = (credentialId: string) => credentialId.slice(0, 8);
