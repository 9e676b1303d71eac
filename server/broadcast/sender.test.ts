import { describe, expect, it } from "vitest";
import { failureKind } from "./sender";

describe("failureKind", () => {
  it("blames the address only for a 5xx to the recipient", () => {
    expect(failureKind({ responseCode: 550, command: "RCPT TO" })).toBe(
      "address",
    );
    expect(failureKind({ responseCode: 554, command: "DATA" })).toBe(
      "answered",
    );
    expect(failureKind({ responseCode: 535, command: "AUTH PLAIN" })).toBe(
      "answered",
    );
  });

  it("tells a 4xx from no answer at all", () => {
    expect(failureKind({ responseCode: 451, command: "RCPT TO" })).toBe(
      "answered",
    );
    expect(
      failureKind(
        Object.assign(new Error("connect ECONNREFUSED"), {
          code: "ECONNECTION",
        }),
      ),
    ).toBe("unreachable");
    expect(failureKind(undefined)).toBe("unreachable");
  });
});
