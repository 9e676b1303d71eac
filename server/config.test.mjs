import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.mjs";

describe("parseConfig", () => {
  it("has defaults for an empty environment", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "data",
      databaseUrl: undefined,
      trustProxy: false,
      signupRateLimit: 10,
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
      }),
    ).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/bb",
      databaseUrl: "postgresql://bb@db:5432/bb",
      trustProxy: true,
      signupRateLimit: 0,
    });
  });

  it.each([
    [{ PORT: "eighty" }, 'PORT must be a port number, got "eighty".'],
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
  ])("refuses %j with one clear line", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
