import { describe, expect, it } from "vitest";
import { pairedLoss } from "./paired-loss";

describe("pairedLoss", () => {
  it("takes each round's loss against that round's own baseline", () => {
    // The host slows down by half between rounds; the signups cost 10 % in each.
    const result = pairedLoss([
      { alone: 4000, besideSignups: 3600, besideControl: 3800 },
      { alone: 2000, besideSignups: 1800, besideControl: 1900 },
      { alone: 3000, besideSignups: 2700, besideControl: 2850 },
    ]);
    expect(result.signups).toBeCloseTo(0.1);
    expect(result.control).toBeCloseTo(0.05);
    expect(result.perRound.signups).toHaveLength(3);
  });

  it("reports the median round, so one disturbed round does not decide", () => {
    const result = pairedLoss([
      { alone: 4000, besideSignups: 3800, besideControl: 4000 },
      { alone: 4000, besideSignups: 2000, besideControl: 4000 },
      { alone: 4000, besideSignups: 3700, besideControl: 4000 },
    ]);
    expect(result.signups).toBeCloseTo(0.075);
    expect(result.control).toBe(0);
  });

  it("refuses a check with no rounds", () => {
    expect(() => pairedLoss([])).toThrow();
  });
});
