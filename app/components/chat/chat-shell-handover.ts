import type { ShellContents } from "~/lib/chat-message";

/**
 * The chat shell (ADR 034): every public page's closed, static copy of the chat panel,
 * which the head's script opens at a tap on the chat button before any module script has
 * run (`chat-shell-script.ts`). These are the names that script and the live chat share.
 */

/** The shell's `<dialog>`. */
export const CHAT_SHELL_ID = "chat-shell";

/** Set on the shell, by the head's script, once the visitor has sent its box's text. */
export const SENT_ATTRIBUTE = "data-sent";

/**
 * Takes the shell off the page as the chat button becomes React's, and returns what the
 * visitor left in it: an open shell becomes the live panel before the next paint, so no key
 * press falls between the two boxes; a closed one may still hold a message the visitor sent
 * before closing it. Once the shell is gone, the head's script does nothing more.
 */
export function takeChatShell(): ShellContents | undefined {
  const shell = document.getElementById(CHAT_SHELL_ID);
  if (!(shell instanceof HTMLDialogElement)) return undefined;
  shell.remove();
  const box = shell.querySelector("textarea");
  if (!box) return undefined;
  const { value, selectionStart, selectionEnd } = box;
  return {
    open: shell.open,
    box: { value, selectionStart, selectionEnd },
    sent: shell.hasAttribute(SENT_ATTRIBUTE),
  };
}
