// The server's log: pino, as Fastify's own logger. One readable line per entry in a developer's
// terminal; JSON lines everywhere else (production, a service manager, a pipe); LOG_LEVEL
// picks how much. A log never holds what a visitor or an owner entrusted to the site:
// addresses, tokens in mail links, cookies, passkey answers and the `authorization` header are
// written as [redacted]. They are redacted by the key they are logged under, at the top of a
// line or in its error, not by a wildcard: `*.email` walks every key of every line, which
// doubled the cost of the line each API request writes. So a person's data is logged under
// one of `redactedKeys` or not at all.
import type { FastifyRequest } from "fastify";
import { pino, type Logger, type LoggerOptions } from "pino";
import pretty from "pino-pretty";

export type Log = Logger;

export const logLevels = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
] as const;
export type LogLevel = (typeof logLevels)[number];

const redacted = "[redacted]";

/** The keys a person's data is logged under: addresses (a mail's `to`, an SMTP error's
 * `rejected` and `response`), mail links' tokens, cookies and passkey answers (`response`). */
export const redactedKeys = [
  "email",
  "to",
  "rejected",
  "token",
  "cookie",
  "response",
] as const;

// Query parameters that carry a secret or a person: a mail link's signed token, an address
// looked up on the dashboard, a search.
const secretParameters = new Set(["t", "email", "q", "token"]);

/** A request's URL as logged: the path, and the query with its secret values redacted. */
export function loggedUrl(url: string) {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; its value is redacted all the same.
      }
      return secretParameters.has(decoded) ? `${name}=${redacted}` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

export const loggerOptions = (level: LogLevel): LoggerOptions => ({
  level,
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      'res.headers["set-cookie"]',
      ...redactedKeys,
      ...redactedKeys.map((key) => `err.${key}`),
    ],
    censor: redacted,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggedUrl(request.url),
    }),
  },
});

/** The process's logger: readable lines in a terminal outside production, JSON lines otherwise. */
export function serverLogger(
  level: LogLevel,
  {
    readable = Boolean(process.stdout.isTTY) &&
      process.env.NODE_ENV !== "production",
  } = {},
): Log {
  const options = loggerOptions(level);
  return readable
    ? pino(options, pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l" }))
    : pino(options);
}
