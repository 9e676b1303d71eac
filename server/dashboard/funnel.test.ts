import { describe, expect, it } from "vitest";
import { funnelCsv, funnelHours, funnelRows, speedDays } from "./funnel";

describe("the funnel", () => {
  it("reads a range of days in a zone as whole UTC hours", () => {
    expect(funnelHours("2026-12-01", "2026-12-02", "UTC")).toEqual({
      from: "2026-12-01T00",
      to: "2026-12-03T00",
    });
    expect(funnelHours("2026-12-01", "2026-12-01", "America/New_York")).toEqual(
      {
        from: "2026-12-01T05",
        to: "2026-12-02T05",
      },
    );
    expect(funnelHours("2026-12-01", "2026-12-01", "Asia/Tokyo")).toEqual({
      from: "2026-11-30T15",
      to: "2026-12-01T15",
    });
    // India is 5:30 ahead: its day starts at the next whole UTC hour.
    expect(funnelHours("2026-12-01", "2026-12-01", "Asia/Kolkata")).toEqual({
      from: "2026-11-30T19",
      to: "2026-12-01T19",
    });
    expect(speedDays({ from: "2026-12-01T05", to: "2026-12-02T05" })).toEqual({
      from: "2026-12-01",
      to: "2026-12-02",
    });
  });

  it.each([
    ["2026-12-02", "2026-12-01"],
    ["2026-02-30", "2026-03-01"],
    ["yesterday", "2026-12-01"],
    ["2025-01-01", "2026-12-01"],
  ])("refuses the range %s to %s", (from, to) => {
    expect(funnelHours(from, to, "UTC")).toEqual({ problem: "invalid-range" });
  });

  it("joins visits and signups by key, with rates and the viral coefficient", () => {
    const { rows, total } = funnelRows(
      [
        { key: "tiktok", visitors: 400, referredVisitors: 100 },
        { key: "newsletter", visitors: 20, referredVisitors: 0 },
        { key: "", visitors: 5, referredVisitors: 0 },
      ],
      [
        { key: "tiktok", signups: 40, confirmed: 20, referredConfirmed: 5 },
        { key: "newsletter", signups: 10, confirmed: 8, referredConfirmed: 0 },
        { key: "direct", signups: 1, confirmed: 0, referredConfirmed: 0 },
      ],
    );
    expect(rows.map((r) => r.key)).toEqual([
      "tiktok",
      "newsletter",
      "(none)",
      "direct",
    ]);
    expect(rows[0]).toEqual({
      key: "tiktok",
      visitors: 400,
      signups: 40,
      confirmed: 20,
      signupRate: 0.1,
      confirmRate: 0.5,
      referredVisitors: 100,
      referredConfirmed: 5,
      kFactor: 0.25,
    });
    expect(rows[3]).toMatchObject({
      signupRate: null,
      confirmRate: 0,
      kFactor: null,
    });
    expect(total).toMatchObject({
      visitors: 425,
      signups: 51,
      confirmed: 28,
      referredConfirmed: 5,
    });
  });

  it("writes the same rows as CSV, the total last", () => {
    const funnel = funnelRows(
      [{ key: "=cmd", visitors: 3, referredVisitors: 1 }],
      [{ key: "=cmd", signups: 1, confirmed: 1, referredConfirmed: 1 }],
    );
    expect(funnelCsv(funnel)).toBe(
      "key,visitors,signups,signupRate,confirmed,confirmRate,referredVisitors,referredConfirmed,kFactor\r\n" +
        "'=cmd,3,1,0.3333,1,1,1,1,1\r\n" +
        "total,3,1,0.3333,1,1,1,1,1\r\n",
    );
  });
});
