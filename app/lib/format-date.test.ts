import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "./format-date";

describe("formatDate", () => {
  it("writes ISO dates out in words, independent of the local time zone", () => {
    expect(formatDate("2025-08-15")).toBe("August 15, 2025");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("agrees with Intl's en-US long date on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatDate(date.toISOString().slice(0, 10))).toBe(
        intl.format(date),
      );
    }
  });

  it("refuses text that is not an ISO date", () => {
    for (const bad of ["", "2025-13-01", "2025-08", "soon"]) {
      expect(() => formatDate(bad)).toThrow(/ISO date/);
    }
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
