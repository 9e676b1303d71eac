/** What the chat input may do with the current draft. */
export type DraftCheck = {
  /** Characters typed, counting an emoji as one. */
  length: number;
  /** Characters past the limit; 0 when within it. */
  over: number;
  /** Something other than whitespace, within the limit. */
  sendable: boolean;
};

/** Checks a draft against the length limit; too long is shown, never silently cut. */
export function checkDraft(text: string, maxLength: number): DraftCheck {
  const length = [...text].length;
  const over = Math.max(0, length - maxLength);
  return { length, over, sendable: over === 0 && text.trim() !== "" };
}

/** The chat's message box as the visitor left it: its text and selection. */
export type BoxState = {
  value: string;
  selectionStart: number;
  selectionEnd: number;
};

/** What the visitor left in the chat's prerendered shell (ADR 034). */
export type ShellContents = {
  box: BoxState;
  /** Whether the visitor sent the box's text (Enter or Send). */
  sent: boolean;
};

/** What the live chat panel makes of it. */
export type ShellHandover = {
  /** What stays in the box, with its selection. */
  draft: BoxState;
  /** The message for the panel to send, if the visitor sent one it can send. */
  message?: string;
};

/**
 * What the live panel makes of the shell's box: a message sent from it goes, and leaves the
 * box empty, unless it cannot be sent (too long), when it stays in the box for the visitor
 * to shorten, as the live box would have kept it. Unsent text stays where it was.
 */
export function shellHandover(
  { box, sent }: ShellContents,
  maxLength: number,
): ShellHandover {
  if (!sent || !checkDraft(box.value, maxLength).sendable)
    return { draft: box };
  return {
    draft: { value: "", selectionStart: 0, selectionEnd: 0 },
    message: box.value,
  };
}
