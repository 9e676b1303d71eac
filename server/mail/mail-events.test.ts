import { describe, expect, it } from "vitest";
import {
  actionOf,
  burnReason,
  digestOf,
  kindOfStatus,
  pushbackOf,
  signatureOf,
  signedBy,
} from "./mail-events";

const secret = "s".repeat(32);

describe("mail events", () => {
  it("suppress a hard bounce and a complaint at once, soft bounces from the third", () => {
    expect(actionOf("hard", 0)).toBe("suppress");
    expect(actionOf("complaint", 0)).toBe("unsubscribe-and-suppress");
    expect(actionOf("soft", 2)).toBe("record");
    expect(actionOf("soft", 3)).toBe("suppress");
  });

  it("read a status code's class", () => {
    expect(kindOfStatus("5.1.1")).toBe("hard");
    expect(kindOfStatus("4.2.2")).toBe("soft");
    expect(kindOfStatus("550")).toBe("hard");
    expect(kindOfStatus("2.0.0")).toBeNull();
    expect(kindOfStatus("5.1")).toBeNull();
  });

  it("accept only the body's own signature", () => {
    const body = Buffer.from('{"events":[]}');
    expect(signedBy(secret, body, signatureOf(secret, body))).toBe(true);
    expect(
      signedBy(secret, body, signatureOf(secret, body).toUpperCase()),
    ).toBe(true);
    expect(signedBy(secret, Buffer.from("{}"), signatureOf(secret, body))).toBe(
      false,
    );
    expect(signedBy(secret, body, "")).toBe(false);
    expect(signedBy(secret, body, "sha256=00")).toBe(false);
    expect(digestOf(body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("pause a broadcast over 0.1 % complaints or 5 % hard bounces of a window of its last sent", () => {
    expect(burnReason({ sent: 1000, hard: 50, complaints: 1 })).toBeNull();
    expect(burnReason({ sent: 1000, hard: 51, complaints: 0 })).toBe(
      "hard bounces reached 51 of the last 1000 sent, more than 5 % of 1000",
    );
    expect(burnReason({ sent: 300, hard: 0, complaints: 2 })).toBe(
      "complaints reached 2 of the last 300 sent, more than 0.1 % of 1000",
    );
    // A small send's first bounce and first complaint do not stop it.
    expect(burnReason({ sent: 10, hard: 1, complaints: 1 })).toBeNull();
  });

  it("hear a 421 or a 4.7.x as the mail server's word to stop", () => {
    expect(
      pushbackOf({ responseCode: 421, response: "421 Too many connections" }),
    ).toMatch(/pushed back/);
    expect(
      pushbackOf({ responseCode: 451, response: "451 4.7.28 rate limited" }),
    ).toMatch(/4\.7\.28/);
    expect(
      pushbackOf({ responseCode: 451, response: "451 4.3.0 try later" }),
    ).toBeNull();
    expect(pushbackOf(new Error("connection lost"))).toBeNull();
  });
});
