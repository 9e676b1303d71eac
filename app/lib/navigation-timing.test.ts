import { describe, expect, it } from "vitest";
import { loadSeconds } from "./navigation-timing";

describe("loadSeconds", () => {
  it("reads the end of the load event", () => {
    expect(loadSeconds({ loadEventEnd: 1234.5, duration: 1300 }, 9000)).toBe(
      1.2345,
    );
  });

  it("falls back to the entry's duration", () => {
    expect(loadSeconds({ loadEventEnd: 0, duration: 2500 }, 9000)).toBe(2.5);
  });

  it("falls back to the time since navigation start without an entry", () => {
    expect(loadSeconds(undefined, 850)).toBe(0.85);
    expect(loadSeconds({ loadEventEnd: 0, duration: 0 }, 850)).toBe(0.85);
  });
});
