import { disposableEmailBlocklist } from "disposable-email-domains-js";
import { describe, expect, it } from "vitest";
import { isDisposableAddress } from "./disposable";

const listed = disposableEmailBlocklist()[0];

describe("isDisposableAddress", () => {
  it("refuses a listed domain and its subdomains", () => {
    expect(isDisposableAddress(`fan@${listed}`)).toBe(true);
    expect(isDisposableAddress(`fan@inbox.${listed}`)).toBe(true);
  });

  it("keeps ordinary domains", () => {
    expect(isDisposableAddress("fan@gmail.com")).toBe(false);
    expect(isDisposableAddress(`fan@not${listed}x`)).toBe(false);
  });
});
