import { describe, expect, it } from "vitest";
import { loadTimeCopy } from "~/content/widget-copy";
import { classifyLoadTime } from "./load-time";

describe("classifyLoadTime", () => {
  it.each([
    [1.99, "1.99", "excellent", "Excellent performance!", false],
    [2.0, "2.00", "good", "Good performance", false],
    [3.0, "3.00", "good", "Good performance", false],
    [3.01, "3.01", "good", "Good performance", true],
    [3.99, "3.99", "good", "Good performance", true],
    [4.0, "4.00", "slow", "Consider optimization", true],
  ] as const)("rates %s s", (input, seconds, tone, message, hasTip) => {
    const verdict = classifyLoadTime(input);
    expect(verdict).toMatchObject({ seconds, tone, message });
    expect(verdict.tip).toBe(hasTip ? loadTimeCopy.tip : undefined);
  });

  it("rates the rounded value it shows", () => {
    expect(classifyLoadTime(1.996)).toMatchObject({
      seconds: "2.00",
      tone: "good",
    });
    expect(classifyLoadTime(0.3)).toMatchObject({
      seconds: "0.30",
      tone: "excellent",
    });
  });

  it("talks about images and caching in the tip", () => {
    expect(loadTimeCopy.tip).toMatch(/image/i);
    expect(loadTimeCopy.tip).toMatch(/cach/i);
  });
});
