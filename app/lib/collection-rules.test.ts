import { describe, expect, it } from "vitest";
import { columnsFor, isBoldItem } from "./collection-rules";

describe("columnsFor", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4],
    [12, 4],
  ] as const)("gives %i items %i columns", (count, columns) => {
    expect(columnsFor(count)).toBe(columns);
  });

  it("treats an empty group as a single column", () => {
    expect(columnsFor(0)).toBe(1);
  });
});

describe("isBoldItem", () => {
  it("matches 'bold' anywhere in the name, in any case", () => {
    expect(isBoldItem({ name: "Bold Mens Tees" })).toBe(true);
    expect(isBoldItem({ name: "Bold" })).toBe(true);
    expect(isBoldItem({ name: "Extra BOLD caps" })).toBe(true);
  });

  it("leaves Blunt and statement items alone", () => {
    expect(isBoldItem({ name: "Blunt Mens Tees" })).toBe(false);
    expect(isBoldItem({ name: "Statement Bags" })).toBe(false);
  });
});
