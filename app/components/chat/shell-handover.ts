import { CHAT_SHELL_ID } from "~/lib/early-taps";

// Beside the panel, not in early-taps.ts, which every page loads up front: only the
// panel's chunk needs this.

/** What the visitor left in the chat shell: the text in its box, and whether they sent it. */
type ChatShellHandover = { draft: string; sent: boolean };

/**
 * Takes the chat shell's text and sent mark, and closes the shell, in one synchronous step
 * so no key press falls between reading the box and closing it. Empty once taken.
 */
export function takeChatShell(): ChatShellHandover {
  const shell = document.getElementById(CHAT_SHELL_ID);
  const box = shell?.querySelector("textarea");
  const taps = window.__earlyTaps;
  const handover = { draft: box?.value ?? "", sent: taps?.sent ?? false };
  if (box) box.value = "";
  if (taps) taps.sent = false;
  if (shell instanceof HTMLDialogElement) shell.close();
  return handover;
}
