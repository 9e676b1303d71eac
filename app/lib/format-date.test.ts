import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "./format-date";

describe("formatDate", () => {
  it("writes ISO dates out in words, independent of the local time zone", () => {
    expect(formatDate("2025-08-15")).toBe("August 15, 2025");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });
});

describe("formatTime", () => {
  it("writes hours and minutes in the given locale and zone", () => {
    const evening = Date.UTC(2025, 8, 22, 21, 5, 30);
    expect(formatTime(evening, { locale: "en-US", timeZone: "UTC" })).toBe(
      "9:05 PM",
    );
    expect(formatTime(evening, { locale: "en-GB", timeZone: "UTC" })).toBe(
      "21:05",
    );
  });
});
