/**
 * Taps on widget buttons before hydration. The page is prerendered HTML that works without
 * JavaScript, but a widget button (chat, carousel arrow, video toggle) only does something
 * once React runs. A tiny inline script in the head records which buttons were tapped before
 * that (and, for widgets whose code loads later, until they are live); the tap starts
 * hydration at once (`app/entry.client.tsx`), and each tapped widget performs it once it has
 * hydrated (`useEarlyTap`). Links and form buttons are left alone:
 * the browser already does what they ask.
 *
 * The chat does more, because its panel's code comes last: every page carries a closed,
 * static copy of the panel (the shell, `chat-shell.tsx`), and the same script opens it on
 * the chat button, so the visitor can type at once. The real panel takes the shell's text
 * over when it mounts (`takeChatShell`, beside the panel) and the shell leaves the page.
 */

/** The recorder's state on `window`, shared by the inline script and the app's bundle. */
export type EarlyTaps = {
  /** Buttons tapped before their widget hydrated, and not yet performed. */
  tapped: WeakSet<Element>;
  /** Widget buttons whose component has hydrated: React hears their taps itself. */
  live: WeakSet<Element>;
  /** False once hydration has begun: from then on only widget buttons not yet live count. */
  recording: boolean;
  /** True once any widget button was tapped. */
  any: boolean;
  /** True once the visitor sent the shell's message; the real panel sends it. */
  sent: boolean;
};

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/**
 * At most this long after the code arrives the page hydrates anyway: a stalled image, a
 * hidden tab or a browser without paint timing must not keep the widgets inert.
 */
export const HYDRATION_MAX_WAIT_MS = 3000;

/** The event the recorder fires on `window` when a widget button is tapped. */
export const EARLY_TAP_EVENT = "bb:early-tap";

/** Which elements count as widget buttons: a `type="button"` never submits or navigates. */
export const WIDGET_BUTTON = 'button[type="button"]';

/**
 * Marks a widget button whose tap the widget performs (`useEarlyTap`). Such a button may sit
 * in a part of the page whose code arrives after hydration has begun (the carousel): React
 * drops a tap it cannot hydrate for at once, so the recorder keeps hearing those buttons
 * until their widget is live.
 */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/** The id of the chat shell's `<dialog>`; the chat button names it in `aria-controls`. */
export const CHAT_SHELL_ID = "chat-shell";

/**
 * The inline script's source. It is a literal, not a serialised function, so the prerendered
 * HTML, its CSP hash and the hydrating render all carry the same bytes. A key press that
 * activates a button (Enter, Space) reaches it as a click too.
 *
 * Before hydration the chat button opens and closes the chat shell, focusing its box or the
 * button, and its tap counts as recorded only while the shell is open: a visitor who closed
 * it does not get the chat back. Until the live panel takes the shell over, its close button
 * and Escape act as a tap on the chat button (so after hydration React closes the chat), and
 * Enter, Send or a suggested question mark the message as sent and lock the box.
 */
export const earlyTapRecorder = `(()=>{const d=document,t=window.__earlyTaps={tapped:new WeakSet,live:new WeakSet,recording:true,any:false,sent:false},shell=()=>d.getElementById("${CHAT_SHELL_ID}"),launcher=()=>d.querySelector('[aria-controls="${CHAT_SHELL_ID}"]'),inShell=e=>{const s=shell();return s&&e.target instanceof Element&&s.contains(e.target)?s:null},send=s=>{const a=s.querySelector("textarea");if(!a.value.trim())return;t.sent=true;a.readOnly=true;s.querySelector('[type="submit"]').disabled=true};d.addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest('${WIDGET_BUTTON}');if(!b)return;const s=shell();if(s&&s.contains(b)){if(b.closest("ul")){if(!t.sent){s.querySelector("textarea").value=b.textContent;send(s)}}else launcher().click();return}if(!t.recording&&(t.live.has(b)||!b.hasAttribute("${EARLY_TAP_ATTRIBUTE}")))return;let tap=true;if(s&&b===launcher()){tap=!s.open;tap?s.show():s.close();b.setAttribute("aria-expanded",tap);(tap?s.querySelector("textarea"):b).focus();if(!tap)t.tapped.delete(b)}if(tap)t.tapped.add(b);t.any=true;dispatchEvent(new Event("${EARLY_TAP_EVENT}"))},true);d.addEventListener("keydown",e=>{const s=inShell(e);if(!s)return;if(e.key==="Escape"){e.preventDefault();launcher().click()}else if(e.key==="Enter"&&!e.shiftKey&&!e.isComposing&&e.target.matches("textarea")){e.preventDefault();send(s)}},true);d.addEventListener("input",e=>{const s=inShell(e);if(s)s.querySelector('[type="submit"]').disabled=!e.target.value.trim()},true);d.addEventListener("submit",e=>{const s=inShell(e);if(s){e.preventDefault();send(s)}},true)})()`;

/** Resolves on the first widget tap before hydration (at once if one already happened). */
export function firstEarlyTap(): Promise<void> {
  return new Promise((resolve) => {
    if (window.__earlyTaps?.any) resolve();
    else addEventListener(EARLY_TAP_EVENT, () => resolve(), { once: true });
  });
}

/** Hydration has begun: React hears every event from here on, save on widgets not yet live. */
export function stopRecordingTaps() {
  if (window.__earlyTaps) window.__earlyTaps.recording = false;
}

/** `element`'s widget has hydrated: the recorder leaves its taps to React from now on. */
export function markLive(element: Element) {
  window.__earlyTaps?.live.add(element);
}

/** Whether `element` was tapped before hydration; answers true once per tap. */
export function takeEarlyTap(element: Element): boolean {
  const taps = window.__earlyTaps;
  if (!taps?.tapped.has(element)) return false;
  taps.tapped.delete(element);
  return true;
}
