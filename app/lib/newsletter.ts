import { newsletterMailto } from "./mailto";
import { subscribeEndpoint, type SignupSource } from "./signup-form.mjs";
import { checkEmail } from "./signup-rules.mjs";

/** What submitting the newsletter form leads to. */
export type Subscription =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "ready"; email: string; mailto: string };

/**
 * Checks the visitor's input with the server's own rule and, when it is usable, prepares both
 * ways to sign up: the normalised address to post, and the mail link for static hosts.
 */
export function prepareSubscription(
  input: string,
  to: string,
  now: Date,
): Subscription {
  const check = checkEmail(input);
  if (check.kind !== "valid") return check;
  return {
    kind: "ready",
    email: check.email,
    mailto: newsletterMailto(to, check.email, now),
  };
}

/** How a post to the launch list ended, as the form reports it. */
export type SignupOutcome = "subscribed" | "empty" | "invalid" | "failed";

/**
 * Reads the API's answer: 200 is on the list; a 422 names the address problem in `problem`;
 * anything else, an unknown or garbled answer included, counts as a failure.
 */
export function signupOutcome(
  status: number,
  problem: SignupOutcome | null,
): SignupOutcome {
  if (status === 200) return "subscribed";
  if (status === 422 && (problem === "empty" || problem === "invalid"))
    return problem;
  return "failed";
}

/**
 * Posts an address to the launch list as JSON. A network error or a server failure comes back
 * as "failed", never as an exception, so the form can keep what the visitor typed.
 */
export async function postSignup(
  email: string,
  source: SignupSource,
  send: typeof fetch = fetch,
): Promise<SignupOutcome> {
  try {
    const response = await send(subscribeEndpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({ email, source }),
    });
    const body: unknown = await response.json().catch(() => null);
    const problem =
      body && typeof body === "object" && "problem" in body
        ? (body.problem as SignupOutcome)
        : null;
    return signupOutcome(response.status, problem);
  } catch {
    return "failed";
  }
}
