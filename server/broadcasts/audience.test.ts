import { describe, expect, it } from "vitest";
import { parseWave } from "./audience";

describe("a broadcast's wave", () => {
  it("reads a wave as the command line writes it", () => {
    expect(parseWave("position<=500")).toBe(500);
    expect(parseWave(" position <= 3 ")).toBe(3);
    for (const bad of [
      "position<500",
      "position<=0",
      "pos<=5",
      "position<=x",
      "",
    ])
      expect(parseWave(bad)).toBeNull();
  });
});
