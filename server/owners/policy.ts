// The rules of owner access, in one place: how long each secret lives and how often a client
// may try to sign in.

/** An invite link works once, for this long after it is made. */
export const inviteLifetimeMs = 15 * 60_000;
/** A session ends this long after its last request... */
export const sessionIdleMs = 30 * 60_000;
/** ...and this long after sign-in, however busy. */
export const sessionAbsoluteMs = 12 * 60 * 60_000;
/** Both, as the store's session reads take them. */
export const sessionTimes = {
  idleMs: sessionIdleMs,
  absoluteMs: sessionAbsoluteMs,
};
/**
 * Inviting an owner and adding or revoking a passkey need a passkey assertion this recent in
 * the session (its sign-in, or a step-up): a session left open or stolen cannot mint access.
 */
export const stepUpMs = 5 * 60_000;
/** A WebAuthn challenge must come back within this time (the browser's own prompt gives 60 s). */
export const challengeLifetimeMs = 5 * 60_000;
/** Sign-in and invite attempts per client address in one window, across all instances. */
export const signInAttempts = { max: 10, windowMs: 15 * 60_000 };

/** The session cookie's name: `__Host-` where the origin is HTTPS, as browsers allow it there only. */
export function sessionCookieName(origin: string) {
  return origin.startsWith("https://") ? "__Host-bb-owner" : "bb-owner";
}

/** How a new owner's name may look: what `invite-owner --name` and the invite form take. */
export function readOwnerName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim().replace(/\s+/g, " ");
  return name.length >= 1 && name.length <= 60 && !/[\p{Cc}<>]/u.test(name)
    ? name
    : null;
}
