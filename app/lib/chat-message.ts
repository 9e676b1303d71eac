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
