import { describe, expect, it } from "vitest";
import { checkDraft } from "./chat-message";

describe("checkDraft", () => {
  it("refuses empty and whitespace-only drafts", () => {
    expect(checkDraft("", 10)).toEqual({ length: 0, over: 0, sendable: false });
    expect(checkDraft(" \n\t ", 10)).toMatchObject({
      length: 4,
      sendable: false,
    });
  });

  it("accepts a draft up to the limit and counts what is over it", () => {
    expect(checkDraft("a".repeat(10), 10)).toEqual({
      length: 10,
      over: 0,
      sendable: true,
    });
    expect(checkDraft("a".repeat(13), 10)).toEqual({
      length: 13,
      over: 3,
      sendable: false,
    });
  });

  it("counts an emoji as one character", () => {
    expect(checkDraft("🔥🔥", 2)).toEqual({
      length: 2,
      over: 0,
      sendable: true,
    });
  });
});
