import { describe, expect, it } from "vitest";
import { parseLaunchListMode } from "./launch-list-mode";

describe("parseLaunchListMode", () => {
  it.each([
    [undefined, "server"],
    ["", "server"],
    ["server", "server"],
    ["mailto", "mailto"],
  ])("reads %j as %s", (raw, mode) => {
    expect(parseLaunchListMode(raw)).toBe(mode);
  });

  it("stops on anything else, naming the variable", () => {
    expect(() => parseLaunchListMode("Mailto")).toThrow(
      /VITE_LAUNCH_LIST_MODE must be "server" or "mailto", got "Mailto"/,
    );
  });
});
