import { describe, expect, it } from "vitest";
import { checkDraft, shellHandover } from "./chat-message";

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

describe("shellHandover", () => {
  const box = (value: string, caret = value.length) => ({
    value,
    selectionStart: caret,
    selectionEnd: caret,
  });

  it("keeps what was typed, selection and all, when nothing was sent", () => {
    expect(shellHandover({ box: box("Where do", 5), sent: false }, 10)).toEqual(
      { draft: box("Where do", 5) },
    );
  });

  it("sends a message sent from the box and empties the box", () => {
    expect(shellHandover({ box: box("Hi there"), sent: true }, 10)).toEqual({
      draft: box(""),
      message: "Hi there",
    });
  });

  it("keeps a message too long to send in the box instead of sending it", () => {
    expect(shellHandover({ box: box("a".repeat(11)), sent: true }, 10)).toEqual(
      { draft: box("a".repeat(11)) },
    );
  });
});
