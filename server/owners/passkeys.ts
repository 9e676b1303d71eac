// The WebAuthn ceremonies of the owners' sign-in, through @simplewebauthn/server. The relying
// party is the site's public origin (PUBLIC_URL): its host name is the RP id. User
// verification (a PIN, a fingerprint, a face) is required at registration and at every sign-in.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { NewPasskey, StoredPasskey } from "../store/owners";

/**
 * The challenge a browser's response answers, read from its client data; null when the
 * response is not shaped like a WebAuthn credential at all.
 */
export function challengeOf(response: unknown): string | null {
  if (typeof response !== "object" || response === null) return null;
  const { id, type, response: inner } = response as Record<string, unknown>;
  if (typeof id !== "string" || type !== "public-key") return null;
  if (typeof inner !== "object" || inner === null) return null;
  const clientData = (inner as Record<string, unknown>).clientDataJSON;
  if (typeof clientData !== "string" || clientData.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(
      Buffer.from(clientData, "base64url").toString("utf8"),
    );
    const challenge = (parsed as Record<string, unknown> | null)?.challenge;
    return typeof challenge === "string" && /^[\w-]{16,128}$/.test(challenge)
      ? challenge
      : null;
  } catch {
    return null;
  }
}

/** The relying party of an origin, named for the browser's prompt. */
export function relyingParty(origin: string, name: string) {
  const rpID = new URL(origin).hostname;
  const expected = (challenge: string) => ({
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  });
  return {
    registrationOptions({
      userName,
      userId,
      exclude,
    }: {
      userName: string;
      /** the WebAuthn user handle: the owner's id once there is one */
      userId?: string;
      exclude: string[];
    }) {
      return generateRegistrationOptions({
        rpName: name,
        rpID,
        userName,
        userDisplayName: userName,
        ...(userId ? { userID: new TextEncoder().encode(userId) } : {}),
        attestationType: "none",
        excludeCredentials: exclude.map((id) => ({ id })),
        // A discoverable credential, so sign-in needs no name typed first.
        authenticatorSelection: {
          residentKey: "required",
          userVerification: "required",
        },
      });
    },

    /** The new passkey, or null when the response does not verify. */
    async verifyRegistration(
      response: unknown,
      challenge: string,
    ): Promise<NewPasskey | null> {
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          ...expected(challenge),
        });
        if (!result.verified) return null;
        const { credential } = result.registrationInfo;
        return {
          id: credential.id,
          publicKey: credential.publicKey,
          signCount: credential.counter,
          transports: credential.transports ?? [],
        };
      } catch {
        return null;
      }
    },

    /** A sign-in's options; a step-up's name the passkeys that may answer (`allow`). */
    authenticationOptions(allow: string[] = []) {
      return generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        allowCredentials: allow.map((id) => ({ id })),
      });
    },

    /** The passkey's new signature counter, or null when the response does not verify. */
    async verifyAuthentication(
      response: unknown,
      challenge: string,
      passkey: StoredPasskey,
    ): Promise<number | null> {
      try {
        const result = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          ...expected(challenge),
          credential: {
            id: passkey.id,
            publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
            counter: passkey.signCount,
          },
        });
        return result.verified ? result.authenticationInfo.newCounter : null;
      } catch {
        return null;
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof relyingParty>;
