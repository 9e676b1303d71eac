// The browser's half of a passkey ceremony: options from the server, the device's prompt,
// the answer back. A closed or timed-out prompt is a message, not a crash. A write the server
// answers "step-up-needed" asks for the owner's passkey in place, then goes again.
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { ownerProblems } from "~/content/dashboard";
import { postJson, type ApiResult } from "~/lib/owner-api";

async function ceremony<O, T>(
  optionsPath: string,
  answerPath: string,
  body: Record<string, unknown>,
  prompt: (options: O) => Promise<unknown>,
): Promise<ApiResult<T>> {
  const options = await postWithStepUp<{ options: O }>(optionsPath, body);
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await prompt(options.data.options);
  } catch {
    return {
      ok: false,
      status: 0,
      problem: "passkey-cancelled",
      message: ownerProblems["passkey-cancelled"],
    };
  }
  return postJson<T>(answerPath, { ...body, response });
}

export const registerPasskey = <T>(
  optionsPath: string,
  answerPath: string,
  body: Record<string, unknown> = {},
) =>
  ceremony<PublicKeyCredentialCreationOptionsJSON, T>(
    optionsPath,
    answerPath,
    body,
    (optionsJSON) => startRegistration({ optionsJSON }),
  );

export const signInWithPasskey = <T>() =>
  ceremony<PublicKeyCredentialRequestOptionsJSON, T>(
    "/sign-in/options",
    "/sign-in",
    {},
    (optionsJSON) => startAuthentication({ optionsJSON }),
  );

/** Proves the owner is at the device: an assertion by one of their passkeys, good for 5 minutes. */
const stepUp = () =>
  ceremony<PublicKeyCredentialRequestOptionsJSON, unknown>(
    "/step-up/options",
    "/step-up",
    {},
    (optionsJSON) => startAuthentication({ optionsJSON }),
  );

/** A write; when the server wants a recent passkey first, the step-up, then the write again. */
export async function postWithStepUp<T>(
  path: string,
  body: unknown = {},
): Promise<ApiResult<T>> {
  const first = await postJson<T>(path, body);
  if (first.ok || first.problem !== "step-up-needed") return first;
  const proved = await stepUp();
  return proved.ok ? postJson<T>(path, body) : proved;
}
