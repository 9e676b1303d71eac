import { describe, expect, it } from "vitest";
import { isPlaceholder } from "~/lib/launch-check";
import { aMonthAhead, realLookingValue } from "./drill-content";

describe("the content drill's stand-in values", () => {
  it("puts social links on their network and everything else on a brand domain", () => {
    const values = [
      "https://www.example.com",
      "https://shop.example.com",
      "newsletter@example.com",
      "https://x.example.com/bluntandbold",
      "https://instagram.example.com/bluntandbold",
    ].map(realLookingValue);
    expect(values).toEqual([
      "https://www.wearbluntandbold.com",
      "https://shop.wearbluntandbold.com",
      "newsletter@wearbluntandbold.com",
      "https://x.com/bluntandbold",
      "https://www.instagram.com/bluntandbold",
    ]);
    expect(values.filter(isPlaceholder)).toEqual([]);
  });

  it("takes the mark off a brand fact written as an example", () => {
    const values = ["Example: the UK and the US", "Example City"].map(
      realLookingValue,
    );
    expect(values).toEqual(["the UK and the US", "Manchester, UK"]);
    expect(values.filter(isPlaceholder)).toEqual([]);
  });

  it("moves the launch to 10:00 a month ahead, as a local date-time", () => {
    expect(aMonthAhead(new Date(2026, 10, 22, 23, 40))).toBe(
      "2026-12-22T10:00:00",
    );
    expect(aMonthAhead(new Date(2026, 11, 5))).toBe("2027-01-05T10:00:00");
  });
});
