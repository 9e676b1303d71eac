import { describe, expect, it } from "vitest";
import {
  addDays,
  dayIn,
  isTimeZone,
  momentum,
  signupDays,
  type MinuteCount,
} from "./signup-days";

const now = new Date("2026-11-25T21:30:00Z");

describe("signup days", () => {
  it("counts each stored minute on the owner's calendar day", () => {
    const minutes: MinuteCount[] = [
      { minute: "2026-11-25T20:59", count: 2 },
      // 23:10 UTC is already tomorrow in Berlin, still today in New York.
      { minute: "2026-11-24T23:10", count: 3 },
    ];
    const berlin = signupDays(minutes, {
      timeZone: "Europe/Berlin",
      now,
      minDays: 3,
    });
    expect(berlin).toEqual([
      { day: "2026-11-23", signups: 0, total: 0 },
      { day: "2026-11-24", signups: 0, total: 0 },
      { day: "2026-11-25", signups: 5, total: 5 },
    ]);
    const newYork = signupDays(minutes, {
      timeZone: "America/New_York",
      now,
      minDays: 3,
    });
    expect(newYork.map((d) => d.signups)).toEqual([0, 3, 2]);
  });

  it("handles zones a quarter of an hour off the hour", () => {
    const minutes = [{ minute: "2026-11-25T18:14", count: 1 }];
    // Kathmandu is UTC+5:45: 18:14 UTC is 23:59 there, 18:15 would be the next day.
    const [only] = signupDays(minutes, {
      timeZone: "Asia/Kathmandu",
      now: new Date("2026-11-25T18:14:30Z"),
      minDays: 1,
    });
    expect(only).toEqual({ day: "2026-11-25", signups: 1, total: 1 });
  });

  it("starts at the first signup when it is older than the minimum, and sums to every signup", () => {
    const minutes = [
      { minute: "2026-01-02T10:00", count: 4 },
      { minute: "2026-11-25T10:00", count: 6 },
    ];
    const series = signupDays(minutes, { timeZone: "UTC", now, minDays: 30 });
    expect(series[0]?.day).toBe("2026-01-02");
    expect(series.at(-1)).toEqual({ day: "2026-11-25", signups: 6, total: 10 });
    expect(series.reduce((n, d) => n + d.signups, 0)).toBe(10);
    expect(series).toHaveLength(328);
  });

  it("keeps signups stamped after now on their own day", () => {
    const series = signupDays([{ minute: "2026-11-27T01:00", count: 1 }], {
      timeZone: "UTC",
      now,
      minDays: 1,
    });
    expect(series.map((d) => d.day)).toEqual([
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(series.at(-1)?.total).toBe(1);
  });

  it("compares the last seven days with the seven before", () => {
    const minutes = Array.from({ length: 20 }, (_, i) => ({
      minute: `${addDays("2026-11-25", -i)}T12:00`,
      count: i + 1,
    }));
    const series = signupDays(minutes, { timeZone: "UTC", now, minDays: 30 });
    expect(momentum(series, "2026-11-25")).toEqual({
      today: 1,
      last7Days: 1 + 2 + 3 + 4 + 5 + 6 + 7,
      previous7Days: 8 + 9 + 10 + 11 + 12 + 13 + 14,
    });
  });

  it("steps days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dayIn("Pacific/Kiritimati")(now)).toBe("2026-11-26");
  });

  it("knows a time zone name from anything else", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const bad of [
      "",
      "Mars/Olympus",
      "Europe/Berlin; DROP",
      "x".repeat(80),
    ])
      expect(isTimeZone(bad)).toBe(false);
  });
});
