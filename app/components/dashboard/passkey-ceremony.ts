// The browser's half of a passkey ceremony: options from the server, the device's prompt,
// the answer back. A closed or timed-out prompt is a message, not a crash.
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
  const options = await postJson<{ options: O }>(optionsPath, body);
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
