// The chat shell's part of the head's one inline script (ADR 034): a function the prerender
// minifies (esbuild) and writes into the page (`components/layout/head-script.tsx`). Only the
// prerender imports this module, so the source never rides in a chunk the browser loads. It
// runs as written, with nothing around it: it may use only its parameters and the browser.
import { chatScript } from "~/content/chat-script";
import { CHAT_SHELL_ID, SENT_ATTRIBUTE } from "./chat-shell-handover";
import { KEPT_MESSAGE_KEY } from "./chat-store";

/** The chat button: the launcher island's one control that opens a dialog. */
const CHAT_BUTTON = "[data-island=chat] [aria-haspopup=dialog]";

/** What the shell's script is given: the shell's names and the message limit. */
export const chatShellArguments = [
  CHAT_SHELL_ID,
  CHAT_BUTTON,
  SENT_ATTRIBUTE,
  KEPT_MESSAGE_KEY,
  chatScript.maxMessageLength,
] as const;

/**
 * Drives the shell until the live panel takes it off the page. It rides in every public
 * page's first bytes, so it stays short.
 *
 * - The chat button opens and closes it, focusing its box or the button, and says so in
 *   `aria-expanded` and `aria-controls`. Each click it answers is marked handled
 *   (`preventDefault`): the islands' runtime does not replay it, nor does the button's React
 *   handler repeat it. The shell's state carries over instead: as the chat button becomes
 *   React's, an open shell opens the live panel with what the visitor left in it
 *   (`takeChatShell`).
 * - The shell's close button and Escape act as a click on the chat button.
 * - Enter or Send marks the box's text sent (`sentAttribute`), locks the box, and keeps the
 *   text in the tab's memory (`keptKey`): the live chat sends it, on this page or, if the
 *   visitor leaves first, the next.
 * - Send is enabled while the box holds more than whitespace and no more than the message
 *   limit, as in the live panel.
 */
export function driveChatShell(
  shellId: string,
  chatButton: string,
  sentAttribute: string,
  keptKey: string,
  maxLength: number,
) {
  const fits = (text: string) =>
    text.trim() !== "" && [...text].length <= maxLength;
  const box = (shell: Element) => shell.querySelector("textarea");
  const sendButton = (shell: Element) =>
    shell.querySelector<HTMLButtonElement>("[type=submit]");
  const send = (shell: Element) => {
    const text = box(shell)?.value ?? "";
    if (shell.hasAttribute(sentAttribute) || !fits(text)) return;
    shell.setAttribute(sentAttribute, "");
    const area = box(shell);
    const submit = sendButton(shell);
    if (area) area.readOnly = true;
    if (submit) submit.disabled = true;
    try {
      sessionStorage.setItem(keptKey, text);
    } catch {
      // Storage may be off: the text stays in the locked box all the same.
    }
  };
  const handle = (event: Event) => {
    const shell = document.getElementById(shellId) as HTMLDialogElement | null;
    const target = event.target;
    if (!shell || !(target instanceof Element)) return;
    const launcher = document.querySelector<HTMLElement>(chatButton);
    const key = (event as KeyboardEvent).key;
    if (event.type === "click") {
      const button = target.closest("button[type=button]");
      if (button && button === launcher) {
        event.preventDefault();
        const opening = !shell.open;
        if (opening) shell.show();
        else shell.close();
        if (opening) launcher.setAttribute("aria-controls", shell.id);
        else launcher.removeAttribute("aria-controls");
        launcher.setAttribute("aria-expanded", String(opening));
        (opening ? box(shell) : launcher)?.focus();
      } else if (button && shell.contains(button)) launcher?.click();
    } else if (shell.contains(target)) {
      if (event.type === "submit") {
        event.preventDefault();
        send(shell);
      } else if (event.type === "input") {
        const submit = sendButton(shell);
        if (!shell.hasAttribute(sentAttribute) && submit)
          submit.disabled = !fits((target as HTMLTextAreaElement).value);
      } else if (
        key === "Escape" ||
        (key === "Enter" &&
          !(event as KeyboardEvent).shiftKey &&
          !(event as KeyboardEvent).isComposing &&
          target.matches("textarea"))
      ) {
        event.preventDefault();
        if (key === "Escape") launcher?.click();
        else send(shell);
      }
    }
  };
  for (const type of ["click", "keydown", "input", "submit"])
    document.addEventListener(type, handle, true);
}
