import { describe, expect, it } from "vitest";
import {
  codePointsIn,
  codePointsOf,
  splitCoverage,
  unicodeRange,
} from "./unicode-ranges";

describe("unicodeRange", () => {
  it("joins runs of neighbours into spans and keeps single points alone", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2013, 0x2014])).toBe(
      "U+20-22, U+A9, U+2013-2014",
    );
  });

  it("reads back what it wrote, across line breaks", () => {
    const points = [0x41, 0x42, 0xb7, 0x2026];
    expect([...codePointsIn(unicodeRange(points))]).toEqual(points);
    expect([...codePointsIn("U+41-42,\n    U+B7")]).toEqual([0x41, 0x42, 0xb7]);
    expect(codePointsIn("U+4?").size).toBe(16);
    expect([...codePointsIn("u+4?")].at(-1)).toBe(0x4f);
  });

  it("refuses what is not a range", () => {
    expect(() => codePointsIn("U+41, latin")).toThrow(/latin/);
  });
});

describe("splitCoverage", () => {
  it("parts a font's code points into the core and the rest, sorted, without controls", () => {
    expect(
      splitCoverage(
        [0xe9, 0x41, 0x0d, 0x2026, 0x41, 0x0],
        new Set([0x41, 0x2026]),
      ),
    ).toEqual({
      core: [0x41, 0x2026],
      rest: [0xe9],
    });
  });
});

describe("codePointsOf", () => {
  it("counts a character outside the basic plane once", () => {
    expect(codePointsOf("A👋")).toEqual([0x41, 0x1f44b]);
  });
});
