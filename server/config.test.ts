import { describe, expect, it } from "vitest";
import { minSecretLength, parseConfig } from "./config";

const secret = "s".repeat(minSecretLength);
const secretRule = `SIGNUP_SECRET must be set to at least ${minSecretLength} characters when SMTP_URL or SIGNUP_WEBHOOK_URL is set.`;

describe("parseConfig", () => {
  it("has defaults for an empty environment", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "data",
      databaseUrl: undefined,
      trustProxy: false,
      signupRateLimit: 10,
      smtpUrl: undefined,
      mailFrom: undefined,
      webhookUrl: undefined,
      signupSecret: undefined,
      publicUrl: undefined,
      ownerSignInLimit: 10,
      visitRateLimit: 300,
      mailEventsSecret: undefined,
      bounceDomain: undefined,
      dkim: undefined,
      leaseSeconds: 10,
      logLevel: "info",
    });
  });

  it("reads every variable", () => {
    expect(
      parseConfig({
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/bb",
        DATABASE_URL: "postgresql://bb@db:5432/bb",
        TRUST_PROXY: "1",
        SIGNUP_RATE_LIMIT: "0",
        SMTP_URL: "smtps://user:pass@mail.test:465",
        MAIL_FROM: "Launch <launch@mail.test>",
        SIGNUP_WEBHOOK_URL: "https://hooks.test/signups",
        SIGNUP_SECRET: secret,
        PUBLIC_URL: "https://shop.test/",
        OWNER_SIGN_IN_LIMIT: "3",
        VISIT_RATE_LIMIT: "0",
        BOUNCE_DOMAIN: "Bounces.Mail.test",
        MAIL_EVENTS_SECRET: secret,
        LEASE_SECONDS: "30",
        LOG_LEVEL: "warn",
      }),
    ).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/bb",
      databaseUrl: "postgresql://bb@db:5432/bb",
      trustProxy: true,
      signupRateLimit: 0,
      smtpUrl: "smtps://user:pass@mail.test:465",
      mailFrom: "Launch <launch@mail.test>",
      webhookUrl: "https://hooks.test/signups",
      signupSecret: secret,
      publicUrl: "https://shop.test",
      ownerSignInLimit: 3,
      visitRateLimit: 0,
      mailEventsSecret: secret,
      bounceDomain: "bounces.mail.test",
      dkim: undefined,
      leaseSeconds: 30,
      logLevel: "warn",
    });
  });

  it.each([
    [{ PORT: "eighty" }, 'PORT must be a port number, got "eighty".'],
    [
      { LOG_LEVEL: "loud" },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    ],
    [{ PORT: "70000" }, 'PORT must be a port number, got "70000".'],
    [{ PORT: "-1" }, 'PORT must be a port number, got "-1".'],
    [
      { SIGNUP_RATE_LIMIT: "ten" },
      'SIGNUP_RATE_LIMIT must be a whole number from 0 to 1000000, got "ten".',
    ],
    [
      { SIGNUP_RATE_LIMIT: "2.5" },
      'SIGNUP_RATE_LIMIT must be a whole number from 0 to 1000000, got "2.5".',
    ],
    [{ TRUST_PROXY: "yes" }, 'TRUST_PROXY must be 1 or 0, got "yes".'],
    [
      { DATABASE_URL: "mysql://db/bb" },
      "DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite).",
    ],
    [{ SMTP_URL: "smtp://127.0.0.1:25" }, secretRule],
    [{ SIGNUP_WEBHOOK_URL: "https://hooks.test/" }, secretRule],
    [
      {
        SIGNUP_WEBHOOK_URL: "https://hooks.test/",
        SIGNUP_SECRET: secret.slice(1),
      },
      secretRule,
    ],
    [
      { SMTP_URL: "mailto:x@mail.test", SIGNUP_SECRET: secret },
      "SMTP_URL must be a smtp:// or smtps:// URL.",
    ],
    [
      { SIGNUP_WEBHOOK_URL: "ftp://hooks.test/", SIGNUP_SECRET: secret },
      "SIGNUP_WEBHOOK_URL must be a http:// or https:// URL.",
    ],
    [
      { MAIL_EVENTS_SECRET: "short" },
      "MAIL_EVENTS_SECRET must be at least 32 characters.",
    ],
    [
      { BOUNCE_DOMAIN: "bounces@mail.test" },
      'BOUNCE_DOMAIN must be a domain name, got "bounces@mail.test".',
    ],
    [
      { DKIM_DOMAIN: "mail.test" },
      "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none.",
    ],
    [
      {
        DKIM_DOMAIN: "mail.test",
        DKIM_SELECTOR: "s1",
        DKIM_PRIVATE_KEY: "/no/such.pem",
      },
      'DKIM_PRIVATE_KEY must be a PEM private key or the path of one; cannot read "/no/such.pem".',
    ],
    [
      { OWNER_SIGN_IN_LIMIT: "-3" },
      'OWNER_SIGN_IN_LIMIT must be a whole number from 0 to 1000000, got "-3".',
    ],
    [
      { LEASE_SECONDS: "1" },
      'LEASE_SECONDS must be a whole number from 2 to 3600, got "1".',
    ],
    [
      { PUBLIC_URL: "shop.test" },
      "PUBLIC_URL must be a http:// or https:// URL.",
    ],
  ])("refuses %j with one clear line", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
