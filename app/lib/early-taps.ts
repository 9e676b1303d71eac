/**
 * Taps on widget buttons before hydration. The page is prerendered HTML that works without
 * JavaScript, but a widget button (chat, carousel arrow, video toggle) only does something
 * once React runs. A tiny inline script in the head records which buttons were tapped before
 * that; the tap starts hydration at once (`app/entry.client.tsx`), and each tapped widget
 * performs it once it has hydrated (`useEarlyTap`). Links and form buttons are left alone:
 * the browser already does what they ask.
 */

/** The recorder's state on `window`, shared by the inline script and the app's bundle. */
export type EarlyTaps = {
  /** Buttons tapped before hydration began and not yet performed. */
  tapped: WeakSet<Element>;
  /** False once React handles events itself. */
  recording: boolean;
  /** True once any widget button was tapped. */
  any: boolean;
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
 * The inline script's source. It is a literal, not a serialised function, so the prerendered
 * HTML, its CSP hash and the hydrating render all carry the same bytes. A key press that
 * activates a button (Enter, Space) reaches it as a click too.
 */
export const earlyTapRecorder = `(()=>{const t=window.__earlyTaps={tapped:new WeakSet,recording:true,any:false};document.addEventListener("click",e=>{const b=t.recording&&e.target instanceof Element&&e.target.closest('${WIDGET_BUTTON}');if(!b)return;t.tapped.add(b);t.any=true;dispatchEvent(new Event("${EARLY_TAP_EVENT}"))},true)})()`;

/** Resolves on the first widget tap before hydration (at once if one already happened). */
export function firstEarlyTap(): Promise<void> {
  return new Promise((resolve) => {
    if (window.__earlyTaps?.any) resolve();
    else addEventListener(EARLY_TAP_EVENT, () => resolve(), { once: true });
  });
}

/** From here on React sees every event itself, so the recorder stops. */
export function stopRecordingTaps() {
  if (window.__earlyTaps) window.__earlyTaps.recording = false;
}

/** Whether `element` was tapped before hydration; answers true once per tap. */
export function takeEarlyTap(element: Element): boolean {
  const taps = window.__earlyTaps;
  if (!taps?.tapped.has(element)) return false;
  taps.tapped.delete(element);
  return true;
}
