import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bounceDomainFor,
  readVerpToken,
  tokenOfAddress,
  verpAddress,
  verpToken,
  type VerpSubject,
} from "./verp";

const secret = "k".repeat(32);
const code = fc.stringMatching(/^[a-z0-9]{10}$/);
const subject = fc.oneof(
  code.map((c): VerpSubject => ({ code: c, mail: { kind: "confirmation" } })),
  fc.tuple(code, fc.uuid()).map(([c, id]): VerpSubject => ({
    code: c,
    mail: { kind: "broadcast", id },
  })),
);

describe("VERP tokens", () => {
  it("round-trip through an envelope sender, whatever case a mail server gives it", () => {
    fc.assert(
      fc.property(subject, (s) => {
        const address = verpAddress(secret, "bounces.example.com", s);
        expect(address.split("@")[0]?.length).toBeLessThanOrEqual(64);
        const token = tokenOfAddress(`<${address.toUpperCase()}>`) ?? "";
        expect(readVerpToken(secret, token)).toEqual(s);
      }),
    );
  });

  it("ignores a tampered token, another secret's, and what is not one", () => {
    const token = verpToken(secret, {
      code: "abcdefghij",
      mail: { kind: "broadcast", id: randomUUID() },
    });
    const [mail, , mac] = token.split(".");
    for (const forged of [
      `${mail}.abcdefghik.${mac}`,
      `c.abcdefghij.${mac}`,
      token.slice(0, -1) + (token.endsWith("0") ? "1" : "0"),
      `${token}.x`,
      "",
      "c..",
    ])
      expect(readVerpToken(secret, forged)).toBeNull();
    expect(readVerpToken("s".repeat(32), token)).toBeNull();
    expect(tokenOfAddress("owner@example.com")).toBeNull();
  });

  it("bounces to a subdomain of From's unless BOUNCE_DOMAIN names one", () => {
    expect(bounceDomainFor(undefined, "Blunt <news@Brand.example>")).toBe(
      "bounces.brand.example",
    );
    expect(bounceDomainFor("mx.brand.example", "news@brand.example")).toBe(
      "mx.brand.example",
    );
  });
});
