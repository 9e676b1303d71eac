import { Writable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggedUrl, loggerOptions } from "./logger";

describe("the server's log", () => {
  it("keeps a URL's path and redacts the values that carry a secret or a person", () => {
    expect(loggedUrl("/api/confirm?t=abc.123.def&b=1f")).toBe(
      "/api/confirm?t=[redacted]&b=1f",
    );
    expect(
      loggedUrl("/api/admin/subscriber?email=jo%40mail.test&q=jo&%74=x"),
    ).toBe(
      "/api/admin/subscriber?email=[redacted]&q=[redacted]&%74=[redacted]",
    );
    expect(loggedUrl("/about")).toBe("/about");
    expect(loggedUrl("/x?%zz=1")).toBe("/x?%zz=1");
  });

  it("writes addresses, tokens, cookies and passkey answers as [redacted], at the top or in an error", () => {
    const lines: string[] = [];
    const log = pino(
      loggerOptions("info"),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const refused = Object.assign(new Error("Can't send mail"), {
      response: "550 5.1.1 <jo@mail.test>: no such user",
      rejected: ["jo@mail.test"],
    });
    log.info(
      {
        req: {
          method: "GET",
          url: "/api/confirm?t=secret-token",
          headers: { cookie: "bb-owner=abc" },
        } as unknown as FastifyRequest,
        email: "jo@mail.test",
        token: "tok",
        response: { id: "passkey-answer" },
        err: refused,
      },
      "answered",
    );
    const [line = ""] = lines;
    expect(JSON.parse(line)).toMatchObject({
      req: { method: "GET", url: "/api/confirm?t=[redacted]" },
      email: "[redacted]",
      token: "[redacted]",
      response: "[redacted]",
      err: { response: "[redacted]", rejected: "[redacted]" },
      msg: "answered",
    });
    for (const secret of [
      "secret-token",
      "jo@mail.test",
      "bb-owner=abc",
      "passkey-answer",
    ])
      expect(line).not.toContain(secret);
  });
});
