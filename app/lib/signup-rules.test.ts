import { describe, expect, it } from "vitest";
import { honeypotField } from "./signup-form";
import { checkEmail, readSignupRequest } from "./signup-rules";

describe("checkEmail", () => {
  it.each([
    ["fan@mail.test", "fan@mail.test"],
    ["  fan@mail.test\t\n", "fan@mail.test"],
    ["Fan+Tees@Mail.TEST", "Fan+Tees@mail.test"],
    [
      "o'brien.x_y-z=1@sub.mail-host.test",
      "o'brien.x_y-z=1@sub.mail-host.test",
    ],
    ["fan@localhost", "fan@localhost"],
  ])("accepts %j as %j", (input, email) => {
    expect(checkEmail(input)).toEqual({ kind: "valid", email });
  });

  it.each(["", "   ", "\t\n"])("finds %j empty", (input) => {
    expect(checkEmail(input)).toEqual({ kind: "empty" });
  });

  it.each([
    "fan",
    "fan@",
    "@mail.test",
    "fan@@mail.test",
    "fan @mail.test",
    "fan@mail..test",
    "fan@-mail.test",
    "fan@mail-.test",
    "fän@mail.test",
    "fan@mäil.test",
    '"quoted"@mail.test',
    "fan\u0000@mail.test",
    "fan\u007f@mail.test",
    "fan\u0085@mail.test",
    "fan@mail.test\u0000",
    `fan@${"a".repeat(64)}.test`,
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}`,
  ])("refuses %j", (input) => {
    expect(checkEmail(input)).toEqual({ kind: "invalid" });
  });

  it("accepts exactly 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(checkEmail(email)).toEqual({ kind: "valid", email });
  });
});

describe("readSignupRequest", () => {
  it("reads a valid post", () => {
    expect(readSignupRequest({ email: " A@B.test ", source: "news" })).toEqual({
      kind: "valid",
      email: "A@b.test",
      source: "news",
    });
  });

  it("keeps what was typed with an address problem", () => {
    expect(readSignupRequest({ email: "nope", source: "home" })).toEqual({
      kind: "invalid",
      typed: "nope",
      source: "home",
    });
    expect(readSignupRequest({ email: "", source: "home" })).toEqual({
      kind: "empty",
      typed: "",
      source: "home",
    });
  });

  it.each([
    null,
    "fan@mail.test",
    ["fan@mail.test"],
    {},
    { email: "a@b.test" },
    { email: ["a@b.test", "c@d.test"], source: "home" },
    { email: 1, source: "home" },
    { email: "a@b.test", source: "footer" },
    { email: "a@b.test", source: ["home"] },
  ])("finds %j unreadable", (body) => {
    expect(readSignupRequest(body)).toEqual({ kind: "bad-request" });
  });

  it("catches a filled honeypot, and lets an empty one pass", () => {
    const post = { email: "a@b.test", source: "home" };
    expect(readSignupRequest({ ...post, [honeypotField]: "x" })).toEqual({
      kind: "honeypot",
    });
    expect(readSignupRequest({ ...post, [honeypotField]: "" }).kind).toBe(
      "valid",
    );
  });
});
