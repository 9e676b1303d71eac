// Everything `npm start` and `npm run signups` read from the environment, parsed once at start
// so a bad value stops the process with one clear line before it listens or writes anything.
import { readFileSync } from "node:fs";
import { defaultLeaseMs } from "./lease";
import { logLevels, type LogLevel } from "./logger";
import { defaultVisitRateLimit } from "./visits/visit-rules";

export interface Config {
  /** TCP port to listen on (PORT, default 3000). */
  port: number;
  /** Address to bind (HOST, default 127.0.0.1). */
  host: string;
  /** Folder of the embedded SQLite database (DATA_DIR, default ./data). */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL holds the list. */
  databaseUrl: string | undefined;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Signup posts per minute per client; 0 turns the limit off. */
  signupRateLimit: number;
  /** smtp:// or smtps:// URL; when set, signups are double opt-in. */
  smtpUrl: string | undefined;
  /** The From of every mail (MAIL_FROM); unset, the brand's newsletter address. */
  mailFrom: string | undefined;
  /** Where confirmations and unsubscribes are POSTed (SIGNUP_WEBHOOK_URL). */
  webhookUrl: string | undefined;
  /** Signs links and webhooks (SIGNUP_SECRET, 32+ characters). */
  signupSecret: string | undefined;
  /** Origin the links in mails point to (PUBLIC_URL); unset, the site's baseUrl. Also the dashboard's WebAuthn origin. */
  publicUrl: string | undefined;
  /** Owner sign-in attempts per client in 15 minutes (OWNER_SIGN_IN_LIMIT, default 10); 0 turns the limit off. */
  ownerSignInLimit: number;
  /** visit pings per minute per client address and instance; 0: no limit */
  visitRateLimit: number;
  /** Signs the bodies POSTed to /api/mail-events (MAIL_EVENTS_SECRET, 32+ characters); unset, that endpoint takes nothing. */
  mailEventsSecret: string | undefined;
  /** The domain of every mail's envelope sender, `bounces+TOKEN@` it (BOUNCE_DOMAIN); unset, `bounces.` and MAIL_FROM's domain. */
  bounceDomain: string | undefined;
  /** Signs every mail with DKIM (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: all three or none). */
  dkim: DkimConfig | undefined;
  /**
   * How long a worker's claim on a queued row (an outbox mail or webhook, a broadcast's
   * recipient) lasts unless renewed (LEASE_SECONDS, default 10, lease.ts): after a crash, the
   * rows a dead instance held go again this late.
   */
  leaseSeconds: number;
  /** How much the server logs (LOG_LEVEL, default info; silent logs nothing). */
  logLevel: LogLevel;
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM */
  privateKey: string;
}

/** Shortest SIGNUP_SECRET accepted: 32 characters, about 190 bits from a password generator. */
export const minSecretLength = 32;

/** A value in the environment that the server cannot run with. */
export class ConfigError extends Error {}

function wholeNumber(
  raw: string | undefined,
  name: string,
  fallback: number,
  max: number,
  min = 0,
) {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, got "${raw}".`,
    );
  return value;
}

function flag(raw: string | undefined) {
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new ConfigError(`TRUST_PROXY must be 1 or 0, got "${raw}".`);
}

function databaseUrl(raw: string | undefined) {
  if (raw === undefined || raw === "") return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new ConfigError(
      "DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite).",
    );
  return raw;
}

/** An optional URL whose scheme must be one of `schemes`. */
function urlOf(raw: string | undefined, name: string, schemes: string[]) {
  if (raw === undefined || raw === "") return undefined;
  let scheme = "";
  try {
    scheme = new URL(raw).protocol.slice(0, -1);
  } catch {
    // Reported below like any other unusable value.
  }
  if (!schemes.includes(scheme))
    throw new ConfigError(
      `${name} must be a ${schemes.map((s) => `${s}://`).join(" or ")} URL.`,
    );
  return raw;
}

/**
 * Mail and webhooks carry signed links and signatures, so either needs a long secret.
 */
function signupSecret(env: Record<string, string | undefined>) {
  const secret = env.SIGNUP_SECRET || undefined;
  const needed = Boolean(env.SMTP_URL || env.SIGNUP_WEBHOOK_URL);
  if (needed && (secret ?? "").length < minSecretLength)
    throw new ConfigError(
      `SIGNUP_SECRET must be set to at least ${minSecretLength} characters when SMTP_URL or SIGNUP_WEBHOOK_URL is set.`,
    );
  return secret;
}

/** A secret of its own for a caller outside the server: long, or unset. */
function secretOf(raw: string | undefined, name: string) {
  if (!raw) return undefined;
  if (raw.length < minSecretLength)
    throw new ConfigError(
      `${name} must be at least ${minSecretLength} characters.`,
    );
  return raw;
}

/** A host name of two labels or more, lowercased: what may follow the `@` of an address. */
function mailDomain(raw: string | undefined, name: string) {
  if (!raw) return undefined;
  const domain = raw.toLowerCase();
  if (
    domain.length > 253 ||
    !/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain)
  )
    throw new ConfigError(`${name} must be a domain name, got "${raw}".`);
  return domain;
}

/**
 * DKIM signing: the three variables together, the key as PEM text or the path of a PEM file.
 */
function dkim(env: Record<string, string | undefined>): DkimConfig | undefined {
  const domainName = env.DKIM_DOMAIN || undefined;
  const keySelector = env.DKIM_SELECTOR || undefined;
  const key = env.DKIM_PRIVATE_KEY || undefined;
  if (!domainName && !keySelector && !key) return undefined;
  if (!domainName || !keySelector || !key)
    throw new ConfigError(
      "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none.",
    );
  let privateKey = key;
  if (!key.startsWith("-----BEGIN")) {
    try {
      privateKey = readFileSync(key, "utf8");
    } catch {
      throw new ConfigError(
        `DKIM_PRIVATE_KEY must be a PEM private key or the path of one; cannot read "${key}".`,
      );
    }
  }
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey))
    throw new ConfigError("DKIM_PRIVATE_KEY holds no PEM private key.");
  return { domainName, keySelector, privateKey };
}

/**
 * Reads the configuration from an environment; throws a ConfigError naming the bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  if (env.PORT !== undefined && env.PORT !== "" && !/^\d+$/.test(env.PORT))
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const port = Number(env.PORT || 3000);
  if (port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const logLevel = (env.LOG_LEVEL || "info") as LogLevel;
  if (!logLevels.includes(logLevel))
    throw new ConfigError(
      `LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${env.LOG_LEVEL}".`,
    );
  return {
    port,
    host: env.HOST || "127.0.0.1",
    logLevel,
    dataDir: env.DATA_DIR || "data",
    databaseUrl: databaseUrl(env.DATABASE_URL),
    trustProxy: flag(env.TRUST_PROXY),
    signupRateLimit: wholeNumber(
      env.SIGNUP_RATE_LIMIT,
      "SIGNUP_RATE_LIMIT",
      10,
      1_000_000,
    ),
    smtpUrl: urlOf(env.SMTP_URL, "SMTP_URL", ["smtp", "smtps"]),
    mailFrom: env.MAIL_FROM || undefined,
    webhookUrl: urlOf(env.SIGNUP_WEBHOOK_URL, "SIGNUP_WEBHOOK_URL", [
      "http",
      "https",
    ]),
    signupSecret: signupSecret(env),
    publicUrl: urlOf(env.PUBLIC_URL, "PUBLIC_URL", ["http", "https"])?.replace(
      /\/+$/,
      "",
    ),
    ownerSignInLimit: wholeNumber(
      env.OWNER_SIGN_IN_LIMIT,
      "OWNER_SIGN_IN_LIMIT",
      10,
      1_000_000,
    ),
    visitRateLimit: wholeNumber(
      env.VISIT_RATE_LIMIT,
      "VISIT_RATE_LIMIT",
      defaultVisitRateLimit,
      1_000_000,
    ),
    mailEventsSecret: secretOf(env.MAIL_EVENTS_SECRET, "MAIL_EVENTS_SECRET"),
    bounceDomain: mailDomain(env.BOUNCE_DOMAIN, "BOUNCE_DOMAIN"),
    dkim: dkim(env),
    // Renewed every quarter of it, so it must outlast a quarter of the slowest SMTP answer.
    leaseSeconds: wholeNumber(
      env.LEASE_SECONDS,
      "LEASE_SECONDS",
      defaultLeaseMs / 1000,
      3600,
      2,
    ),
  };
}

/**
 * The configuration of this process; when a value is bad, `refuse` is told the problem in one
 * line and the process exits 1.
 */
export function readConfig(refuse: (problem: string) => void): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refuse(error.message);
    process.exit(1);
  }
}
