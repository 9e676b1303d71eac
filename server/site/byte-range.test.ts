import { describe, expect, it } from "vitest";
import { parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-1", { start: 0, end: 1 }],
    ["bytes=0-0", { start: 0, end: 0 }],
    ["bytes=10-", { start: 10, end: 99 }],
    ["bytes=90-500", { start: 90, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    ["bytes = 5 - 9", { start: 5, end: 9 }],
  ])("reads %s of a 100-byte file", (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each(["bytes=100-", "bytes=100-200", "bytes=-0"])(
    "finds %s unsatisfiable for a 100-byte file",
    (header) => {
      expect(parseByteRange(header, 100)).toBe("unsatisfiable");
    },
  );

  it("finds any range of an empty file unsatisfiable", () => {
    expect(parseByteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it.each([
    "bytes=5-2",
    "bytes=-",
    "bytes=0-1,5-6",
    "items=0-1",
    "bytes=a-b",
    "0-1",
  ])("ignores %s", (header) => {
    expect(parseByteRange(header, 100)).toBeNull();
  });
});
