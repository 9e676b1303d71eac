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
    expect(
      shellHandover({ box: box("Where do", 5), sent: false }, undefined, 10),
    ).toEqual({ draft: box("Where do", 5) });
  });

  it("sends a message sent from the box and empties the box", () => {
    expect(
      shellHandover({ box: box("Hi there"), sent: true }, undefined, 10),
    ).toEqual({
      draft: box(""),
      message: "Hi there",
    });
  });

  it("sends a message kept from an earlier page, and keeps what was typed here", () => {
    expect(
      shellHandover({ box: box("Wher", 2), sent: false }, "Hi there", 10),
    ).toEqual({ draft: box("Wher", 2), message: "Hi there" });
  });

  it("sends this page's message once, though the tab's memory keeps it too", () => {
    expect(
      shellHandover({ box: box("Hi there"), sent: true }, "Hi there", 10),
    ).toEqual({ draft: box(""), message: "Hi there" });
  });

  it("sends nothing from memory that holds no message it could send", () => {
    for (const kept of ["   ", "a".repeat(11)])
      expect(
        shellHandover({ box: box("Where"), sent: false }, kept, 10),
      ).toEqual({ draft: box("Where") });
  });

  it("keeps a message too long to send in the box instead of sending it", () => {
    expect(
      shellHandover({ box: box("a".repeat(11)), sent: true }, undefined, 10),
    ).toEqual({ draft: box("a".repeat(11)) });
  });
});
