import { describe, expect, it } from "vitest";
import { cpuMultiplier } from "./cpu-multiplier";

describe("cpuMultiplier", () => {
  it("follows Lighthouse's calculator on each of its three stretches", () => {
    expect(cpuMultiplier(2750)).toBe(9.2);
    expect(cpuMultiplier(1300)).toBe(3);
    expect(cpuMultiplier(1050)).toBe(2.5);
    expect(cpuMultiplier(800)).toBe(2);
    expect(cpuMultiplier(475)).toBe(1.5);
  });

  it("never speeds the CPU up", () => {
    expect(cpuMultiplier(100)).toBe(1);
  });
});
