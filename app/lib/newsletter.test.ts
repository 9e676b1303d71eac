import { describe, expect, it } from "vitest";
import { prepareSubscription, signupOutcome } from "./newsletter";

const now = new Date("2026-01-02T03:04:05.000Z");

describe("prepareSubscription", () => {
  it("refuses empty and whitespace-only input", () => {
    expect(prepareSubscription("", "n@x.test", now)).toEqual({ kind: "empty" });
    expect(prepareSubscription("   ", "n@x.test", now)).toEqual({
      kind: "empty",
    });
  });

  it("refuses something that is not an address", () => {
    expect(prepareSubscription("not-an-email", "n@x.test", now)).toEqual({
      kind: "invalid",
    });
  });

  it("prepares a mailto for a trimmed address", () => {
    const result = prepareSubscription(
      "  fan+tees@mail.test ",
      "n@x.test",
      now,
    );
    expect(result.kind).toBe("ready");
    if (result.kind !== "ready") return;
    expect(
      result.mailto.startsWith(
        "mailto:n@x.test?subject=Newsletter%20Subscription&body=",
      ),
    ).toBe(true);
    expect(result.mailto).toContain("fan%2Btees%40mail.test");
    expect(result.mailto).toContain(encodeURIComponent(now.toISOString()));
  });
});

describe("signupOutcome", () => {
  it.each([
    [200, null, { outcome: "subscribed" }],
    [
      200,
      { status: "subscribed", share: "/?ref=abc123" },
      { outcome: "subscribed", share: "/?ref=abc123" },
    ],
    [
      200,
      { status: "subscribed", share: "https://evil.test/" },
      { outcome: "subscribed" },
    ],
    [200, { status: "check-inbox" }, { outcome: "check-inbox" }],
    [422, { problem: "invalid" }, { outcome: "invalid" }],
    [422, { problem: "empty" }, { outcome: "empty" }],
    [422, { problem: "disposable" }, { outcome: "disposable" }],
    [422, null, { outcome: "failed" }],
    [400, { problem: "invalid" }, { outcome: "failed" }],
    [429, null, { outcome: "failed" }],
    [503, { problem: "failed" }, { outcome: "failed" }],
  ] as const)("reads %i with %j as %j", (status, body, result) => {
    expect(signupOutcome(status, body)).toEqual(result);
  });
});
