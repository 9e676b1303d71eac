import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailOrderKey } from "./queue-order";

const sign = (n: number) => Math.sign(n);
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const localPart = fc.stringMatching(/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,12}$/);
const domain = fc.stringMatching(
  /^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?\.[a-z]{2,4}$/,
);
const address = fc
  .tuple(localPart, domain)
  .map(([local, host]) => `${local}@${host}`);

describe("emailOrderKey", () => {
  it("orders addresses as localeCompare does, byte by byte", () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        expect(byteOrder(emailOrderKey(a), emailOrderKey(b))).toBe(
          sign(a.localeCompare(b)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("holds for addresses that differ only in case or by a prefix", () => {
    const pairs: [string, string][] = [
      ["ab@x.io", "Ab@x.io"],
      ["aB@x.io", "Ab@x.io"],
      ["a@x.io", "a.b@x.io"],
      ["a+b@x.io", "a.b@x.io"],
      ["a_b@x.io", "a-b@x.io"],
      ["Zed@x.io", "abe@x.io"],
      ["a1@x.io", "aa@x.io"],
    ];
    for (const [a, b] of pairs)
      expect(byteOrder(emailOrderKey(a), emailOrderKey(b))).toBe(
        sign(a.localeCompare(b)),
      );
  });

  it("is plain lower-case letters, which every collation orders alike", () => {
    fc.assert(
      fc.property(address, (a) => {
        expect(emailOrderKey(a)).toMatch(/^[a-z]+$/);
      }),
    );
  });
});
