import { describe, expect, it } from "vitest";
import { compactPathData } from "./path-data";

describe("compactPathData", () => {
  it("starts absolute, then writes relative commands, h and v, and closes subpaths", () => {
    const square = compactPathData(
      [
        { type: "M", x: 10, y: 10 },
        { type: "L", x: 30, y: 10 },
        { type: "L", x: 30, y: 30 },
        { type: "L", x: 10, y: 50 },
        { type: "Z" },
        { type: "M", x: 12, y: 10 },
      ],
      0,
    );
    expect(square).toBe("M10 10h20v20l-20 20zm2 0");
  });

  it("rounds against the rounded pen so positions never drift", () => {
    const steps = compactPathData(
      [
        { type: "M", x: 0.04, y: 0 },
        { type: "L", x: 0.08, y: 0.5 },
        { type: "L", x: 0.12, y: 1.25 },
      ],
      1,
    );
    // 0.04 -> 0, 0.08 -> .1, 0.12 -> .1: the second step moves by 0, not by a rounded .04.
    expect(steps).toBe("M0 0l.1.5v.8");
  });

  it("drops leading zeros and the separators a minus sign makes redundant", () => {
    const curve = compactPathData(
      [
        { type: "M", x: 5, y: 5 },
        { type: "Q", x1: 4.5, y1: 4, x: 3, y: 6 },
        { type: "C", x1: 2, y1: 7, x2: 4, y2: 8, x: 5, y: 5 },
      ],
      1,
    );
    expect(curve).toBe("M5 5q-.5-1-2 1c-1 1 1 2 2-1");
  });
});
