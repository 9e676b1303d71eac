import { describe, expect, it } from "vitest";
import { pairedLoss } from "./paired-loss";

describe("pairedLoss", () => {
  it("takes each round's loss against that round's own baseline", () => {
    // The host slows down by half between rounds; the signups cost 10 % in each.
    const alone = [4000, 2000, 3000];
    const signups = pairedLoss(alone, [3600, 1800, 2700]);
    expect(signups.median).toBeCloseTo(0.1);
    expect(pairedLoss(alone, [3800, 1900, 2850]).median).toBeCloseTo(0.05);
    expect(signups.perRound).toHaveLength(3);
  });

  it("reports the median round, so one disturbed round does not decide", () => {
    const alone = [4000, 4000, 4000];
    expect(pairedLoss(alone, [3800, 2000, 3700]).median).toBeCloseTo(0.075);
    expect(pairedLoss(alone, alone).median).toBe(0);
  });

  it("refuses a check with no rounds, or rounds without a pair", () => {
    expect(() => pairedLoss([], [])).toThrow();
    expect(() => pairedLoss([4000], [])).toThrow();
  });
});
