/**
 * Input that reaches an island before the islands' script runs. The page paints while that
 * script is still on its way, so the head's one inline script keeps every click and focus
 * inside an island from the first paint on; the runtime wakes those islands and replays
 * the clicks once they have hydrated (`runtime.ts`). A form submitted before then posts the
 * way it does without JavaScript, which the launch list answers with a page of its own.
 */
declare global {
  interface Window {
    __islandInput?: Event[];
  }
}

/** The event types the inline recorder keeps. */
export const EARLY_INPUT_TYPES = ["click", "focusin"] as const;

/**
 * The recorder's source: a literal, so the prerendered HTML and its CSP hash carry the same
 * bytes.
 */
export const earlyInputRecorder = `(()=>{window.__islandInput=[];const k=e=>{const q=window.__islandInput;if(q&&e.target instanceof Element&&e.target.closest("[data-island]"))q.push(e)};for(const t of ${JSON.stringify(EARLY_INPUT_TYPES)})document.addEventListener(t,k,true)})()`;

/** The input recorded so far; the recorder stops once the runtime has taken it. */
export function takeEarlyInput(): Event[] {
  const input = window.__islandInput ?? [];
  window.__islandInput = undefined;
  return input;
}
