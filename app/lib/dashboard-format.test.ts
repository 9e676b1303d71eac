import { describe, expect, it } from "vitest";
import {
  campaignLabel,
  change,
  lastDays,
  localTime,
  percent,
  rateText,
  recentDays,
} from "./dashboard-format";

describe("dashboard numbers", () => {
  it("writes rates as whole percents, and none of nothing", () => {
    expect(percent(5, 8)).toBe("63%");
    expect(percent(0, 3)).toBe("0%");
    expect(percent(1, 0)).toBeNull();
  });

  it("writes a change with its sign", () => {
    expect(change(7, 4)).toBe("+3");
    expect(change(2, 4)).toBe("−2");
    expect(change(4, 4)).toBe("±0");
  });

  it("joins a campaign's parts, leaving missing ones out", () => {
    expect(campaignLabel(["ig", null, "drop"], "direct")).toBe("ig / drop");
    expect(campaignLabel([null, null, null], "direct")).toBe("direct");
  });

  it("keeps the last days of a series, or all of them", () => {
    expect(lastDays([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(lastDays([1, 2], 30)).toEqual([1, 2]);
    expect(lastDays([1, 2, 3], 0)).toEqual([1, 2, 3]);
  });

  it("shows a stored time to the minute, and leaves a broken one as it is", () => {
    expect(localTime("2026-11-25T10:04:00.000Z")).toMatch(
      /25 Nov 2026.*\d{2}:04/,
    );
    expect(localTime("not a time")).toBe("not a time");
  });
});

describe("ranges and rates", () => {
  it("gives the last days up to today in the owner's zone", () => {
    const now = new Date("2026-12-02T03:00:00Z");
    expect(recentDays(now, "UTC", 30)).toEqual({
      from: "2026-11-03",
      to: "2026-12-02",
    });
    expect(recentDays(now, "America/New_York", 7)).toEqual({
      from: "2026-11-25",
      to: "2026-12-01",
    });
  });

  it("writes a rate with one decimal, or a dash for none", () => {
    expect([0.1, 0.0253, 1, 0, null].map(rateText)).toEqual([
      "10%",
      "2.5%",
      "100%",
      "0%",
      "–",
    ]);
  });
});
