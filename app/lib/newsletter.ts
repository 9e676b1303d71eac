import { readAttribution } from "./attribution";
import { newsletterMailto } from "./mailto";
import { subscribeEndpoint, type SignupSource } from "./signup-form";
import { checkEmail } from "./signup-rules";

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
export type SignupOutcome =
  "subscribed" | "check-inbox" | "empty" | "invalid" | "disposable" | "failed";

/** What the API answered, read: the outcome, and the share path when it sent one. */
export type SignupResult = { outcome: SignupOutcome; share?: string };

const refusalProblems = ["empty", "invalid", "disposable"] as const;

/**
 * Reads the API's answer: 200 is on the list (waiting for the confirmation mail when it says
 * "check-inbox", with the share link `/?ref=...` otherwise); a 422 names the address problem
 * in `problem`; anything else, an unknown or garbled answer included, counts as a failure.
 */
export function signupOutcome(status: number, body: unknown): SignupResult {
  const fields = (body && typeof body === "object" ? body : {}) as Record<
    string,
    unknown
  >;
  if (status === 200) {
    if (fields.status === "check-inbox") return { outcome: "check-inbox" };
    const share =
      typeof fields.share === "string" &&
      /^\/\?ref=[a-z0-9]+$/.test(fields.share)
        ? fields.share
        : undefined;
    return { outcome: "subscribed", share };
  }
  const problem = refusalProblems.find((name) => name === fields.problem);
  if (status === 422 && problem) return { outcome: problem };
  return { outcome: "failed" };
}

/**
 * Posts an address to the launch list as JSON, with the landing page's UTM parameters and
 * referral code (`search`, the page's query). A network error or a server failure comes back
 * as "failed", never as an exception, so the form can keep what the visitor typed.
 */
export async function postSignup(
  email: string,
  source: SignupSource,
  send: typeof fetch = fetch,
  search = "",
): Promise<SignupResult> {
  try {
    const attribution = Object.fromEntries(
      Object.entries(readAttribution({}, new URLSearchParams(search))).filter(
        ([, value]) => value !== null,
      ),
    );
    const response = await send(subscribeEndpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({ email, source, ...attribution }),
    });
    const body: unknown = await response.json().catch(() => null);
    return signupOutcome(response.status, body);
  } catch {
    return { outcome: "failed" };
  }
}
