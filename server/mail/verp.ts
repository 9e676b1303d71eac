// VERP: every mail leaves with an envelope sender (Return-Path) of its own,
// `bounces+TOKEN@BOUNCE_DOMAIN`, where the token names the recipient (their referral code) and
// the mail (a confirmation, or a broadcast by its id), signed with SIGNUP_SECRET. A bounce or a
// complaint then says what it is about by the address it came back to, whatever the returned
// body claims, and a token nobody signed names nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a mail was: a confirmation, or the broadcast of this id (a UUID). */
export type VerpMail =
  { kind: "confirmation" } | { kind: "broadcast"; id: string };

export type VerpSubject = { code: string; mail: VerpMail };

const localPrefix = "bounces+";
/** 48 bits: a forged bounce would take 2^47 guesses on average, each a mail to the server. */
const macLength = 12;
const uuidHex = /^[0-9a-f]{32}$/;
const codeShape = /^[a-z0-9]{1,32}$/;

/** A broadcast's UUID in base 36, 25 characters: the token stays within a local part's 64. */
const compactId = (uuid: string) =>
  BigInt(`0x${uuid.replace(/-/g, "")}`).toString(36);

function uuidOf(compact: string): string | null {
  if (!/^[0-9a-z]{1,25}$/.test(compact)) return null;
  let value = 0n;
  for (const digit of compact)
    value = value * 36n + BigInt(parseInt(digit, 36));
  const hex = value.toString(16).padStart(32, "0");
  if (!uuidHex.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const mailPart = (mail: VerpMail) =>
  mail.kind === "confirmation" ? "c" : `b${compactId(mail.id)}`;

const mac = (secret: string, mail: string, code: string) =>
  createHmac("sha256", secret)
    .update(`verp\n${mail}\n${code}`)
    .digest("hex")
    .slice(0, macLength);

/**
 * The token for one recipient of one mail: `MAIL.CODE.MAC`, lowercase letters, digits and
 * dots, since mail servers may change a local part's case.
 */
export function verpToken(secret: string, { code, mail }: VerpSubject) {
  const part = mailPart(mail);
  return `${part}.${code}.${mac(secret, part, code)}`;
}

/** What a token names, or null when it is not one this secret signed. */
export function readVerpToken(
  secret: string,
  token: string,
): VerpSubject | null {
  const [part, code, given, ...rest] = token.toLowerCase().split(".");
  if (rest.length > 0 || !part || !code || !given) return null;
  if (!codeShape.test(code) || given.length !== macLength) return null;
  const expected = mac(secret, part, code);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  if (part === "c") return { code, mail: { kind: "confirmation" } };
  const id = part.startsWith("b") ? uuidOf(part.slice(1)) : null;
  return id ? { code, mail: { kind: "broadcast", id } } : null;
}

/** The envelope sender of one recipient's mail. */
export const verpAddress = (
  secret: string,
  bounceDomain: string,
  subject: VerpSubject,
) => `${localPrefix}${verpToken(secret, subject)}@${bounceDomain}`;

/** The token in an address a bounce came back to (`bounces+TOKEN@…`), or null. */
export function tokenOfAddress(address: string): string | null {
  const match = /^<?bounces\+([^@\s>]+)@[^\s>]+>?$/i.exec(address.trim());
  return match?.[1] ?? null;
}

/** The domain of a mailbox, `Name <local@domain>` or `local@domain`, lowercased. */
export function domainOf(address: string): string | null {
  const match = /@([a-z0-9.-]+\.[a-z]{2,})>?\s*$/i.exec(address.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Where bounces go: BOUNCE_DOMAIN, else `bounces.` and the From's domain, a subdomain of it,
 * so the envelope's SPF domain aligns with From under DMARC's relaxed alignment.
 */
export const bounceDomainFor = (
  configured: string | undefined,
  fromAddress: string,
) => configured ?? `bounces.${domainOf(fromAddress) ?? "localhost"}`;
