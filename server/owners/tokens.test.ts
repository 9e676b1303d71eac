import { describe, expect, it } from "vitest";
import { hashToken, isTokenShaped, newToken } from "./tokens";

describe("owner tokens", () => {
  it("are 256 random bits in base64url, never the same twice", () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isTokenShaped(token)).toBe(true);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as a hash that does not contain them", () => {
    const token = newToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
  });

  it("refuse anything not shaped like one", () => {
    for (const value of [
      "",
      "short",
      `${newToken()}x`,
      "a".repeat(42) + "!",
      42,
      null,
    ])
      expect(isTokenShaped(value)).toBe(false);
  });
});
