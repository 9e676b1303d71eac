import { describe, expect, it } from "vitest";
import { maxAttributionLength, readAttribution } from "./attribution";

const none = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ref: null,
};

describe("readAttribution", () => {
  it("keeps each field, trimmed", () => {
    expect(
      readAttribution({
        utm_source: " insta ",
        utm_medium: "social",
        utm_campaign: "drop-1",
        ref: "k3x9q2m7aa",
      }),
    ).toEqual({
      utm_source: "insta",
      utm_medium: "social",
      utm_campaign: "drop-1",
      ref: "k3x9q2m7aa",
    });
  });

  it("cuts a long value to the limit instead of refusing the signup", () => {
    const long = "x".repeat(maxAttributionLength + 50);
    expect(readAttribution({ utm_campaign: long }).utm_campaign).toBe(
      "x".repeat(maxAttributionLength),
    );
    expect(
      readAttribution({ utm_campaign: "y".repeat(maxAttributionLength) })
        .utm_campaign,
    ).toHaveLength(maxAttributionLength);
  });

  it.each([
    ["missing", {}],
    ["empty", { utm_source: "", ref: "   " }],
    ["not strings", { utm_source: ["a", "b"], utm_medium: 3, ref: { x: 1 } }],
  ])("has no value for fields %s", (_, body) => {
    expect(readAttribution(body)).toEqual(none);
  });

  it("drops control characters", () => {
    expect(
      readAttribution({ utm_source: "news\u0000\nletter" }).utm_source,
    ).toBe("newsletter");
  });

  it("falls back to the landing page's query field by field", () => {
    const landing = new URLSearchParams(
      "?ref=abc&utm_source=tiktok&utm_medium=%20",
    );
    expect(readAttribution({ utm_source: "insta" }, landing)).toEqual({
      ...none,
      utm_source: "insta",
      ref: "abc",
    });
  });
});
