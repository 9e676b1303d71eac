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
  /** Whether the shell was open: the visitor is still in it. */
  open: boolean;
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

const emptyBox: BoxState = { value: "", selectionStart: 0, selectionEnd: 0 };

/**
 * What the live panel makes of the shell: a message sent from its box goes, and leaves the
 * box empty, unless it cannot be sent (too long), when it stays in the box for the visitor
 * to shorten, as the live box would have kept it. Without one sent here, the message `kept`
 * in the tab's memory goes (an earlier page's shell sent it, and the visitor left before the
 * chat's code came), and what was typed stays where it was.
 */
export function shellHandover(
  { box, sent }: Omit<ShellContents, "open">,
  kept: string | undefined,
  maxLength: number,
): ShellHandover {
  const message = sent ? box.value : kept;
  if (message === undefined || !checkDraft(message, maxLength).sendable)
    return { draft: box };
  return { draft: sent ? emptyBox : box, message };
}
