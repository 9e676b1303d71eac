import { describe, expect, it } from "vitest";
import {
  countdownUnits,
  describeTimeLeft,
  getTimeLeft,
  pad2,
} from "./countdown";

const target = new Date(2025, 8, 22, 0, 0, 0).getTime();

describe("getTimeLeft", () => {
  it("splits the remaining time into whole units", () => {
    const now =
      target - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000 + 999);
    expect(getTimeLeft(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it("counts one second before the target as one second", () => {
    expect(getTimeLeft(target, target - 1000)).toMatchObject({
      seconds: 1,
      done: false,
    });
  });

  it("shows zeros at and past the target", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(getTimeLeft(target, target)).toEqual(zero);
    expect(getTimeLeft(target, target + 5 * 86_400_000)).toEqual(zero);
  });

  it("keeps days above 99 intact", () => {
    expect(getTimeLeft(target, target - 123 * 86_400_000).days).toBe(123);
  });
});

describe("display helpers", () => {
  it("pads to two digits", () => {
    expect(pad2(0)).toBe("00");
    expect(pad2(7)).toBe("07");
    expect(pad2(42)).toBe("42");
    expect(pad2(123)).toBe("123");
  });

  it("labels the units Days, Hours, Minutes, Seconds", () => {
    const units = countdownUnits(getTimeLeft(target, target - 61_000));
    expect(units).toEqual([
      { label: "Days", value: "00" },
      { label: "Hours", value: "00" },
      { label: "Minutes", value: "01" },
      { label: "Seconds", value: "01" },
    ]);
  });

  it("describes the time in words for screen readers", () => {
    expect(
      describeTimeLeft(getTimeLeft(target, target - 86_400_000 - 1000)),
    ).toBe("1 day, 0 hours, 0 minutes, 1 second to go.");
    expect(describeTimeLeft(getTimeLeft(target, target))).toBe(
      "The drop is live.",
    );
  });
});
