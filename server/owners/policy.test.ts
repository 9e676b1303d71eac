import { describe, expect, it } from "vitest";
import { readOwnerName, sessionCookieName } from "./policy";

describe("owner access rules", () => {
  it("names the session cookie __Host- on HTTPS only, where browsers take the prefix", () => {
    expect(sessionCookieName("https://www.example.com")).toBe(
      "__Host-bb-owner",
    );
    expect(sessionCookieName("http://localhost:3000")).toBe("bb-owner");
  });

  it("takes an owner's name trimmed, one line, 1-60 characters", () => {
    expect(readOwnerName("  Ana   Lima ")).toBe("Ana Lima");
    for (const bad of [
      "",
      "   ",
      "x".repeat(61),
      "a\u0000b",
      "<b>",
      7,
      undefined,
    ])
      expect(readOwnerName(bad)).toBeNull();
  });
});
