import * as z from "zod/mini";
import { newsletterMailto } from "./mailto";

/** An address a mail client can deliver to. */
export const EmailSchema = z.email();

/** What submitting the newsletter form leads to. */
export type Subscription =
  { kind: "empty" } | { kind: "invalid" } | { kind: "ready"; mailto: string };

/** Checks the visitor's input and, when it is usable, prepares the mail link. */
export function prepareSubscription(
  input: string,
  to: string,
  now: Date,
): Subscription {
  const email = input.trim();
  if (email === "") return { kind: "empty" };
  if (!EmailSchema.safeParse(email).success) return { kind: "invalid" };
  return { kind: "ready", mailto: newsletterMailto(to, email, now) };
}
