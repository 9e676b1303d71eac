import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes ISO dates out in words, independent of the local time zone", () => {
    expect(formatDate("2025-08-15")).toBe("August 15, 2025");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });
});
