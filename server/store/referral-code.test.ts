import { describe, expect, it } from "vitest";
import { newReferralCode } from "./launch-list";

describe("newReferralCode", () => {
  it("gives 10 characters of [a-z0-9], a new code every time, across refills of its random pool", () => {
    // 2,000 codes draw 20,000 random bytes: several refills of the pool.
    const codes = Array.from({ length: 2000 }, newReferralCode);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
