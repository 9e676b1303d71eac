import { describe, expect, it } from "vitest";
import { maskAddress } from "./mask-address";

describe("masked addresses", () => {
  it("keep the first letter and the domain only", () => {
    expect(maskAddress("jamie@mail.test")).toBe("j…@mail.test");
    expect(maskAddress("a@b.test")).toBe("a…@b.test");
    expect(maskAddress("first.last+tag@mail.test")).not.toContain("last");
  });

  it("hide anything that is not an address", () => {
    expect(maskAddress("@mail.test")).toBe("…");
    expect(maskAddress("nothing")).toBe("…");
  });
});
