import { describe, expect, it } from "vitest";
import { maskWithin, suppressionHash } from "./erasure";

describe("what an erasure leaves", () => {
  it("masks every mention of the address, whatever its case", () => {
    expect(
      maskWithin(
        "b1 to Jo@Mail.test, then jo@mail.test.",
        "Jo@mail.test",
        "J…@mail.test",
      ),
    ).toBe("b1 to J…@mail.test, then J…@mail.test.");
    expect(maskWithin("nothing here", "jo@mail.test", "j…")).toBe(
      "nothing here",
    );
  });

  it("keeps a suppression as a hash the key alone can match", () => {
    const hash = suppressionHash("k".repeat(32), "jo@mail.test");
    expect(hash).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(hash).not.toContain("jo");
    expect(suppressionHash("k".repeat(32), "jo@mail.test")).toBe(hash);
    expect(suppressionHash("x".repeat(32), "jo@mail.test")).not.toBe(hash);
  });
});
