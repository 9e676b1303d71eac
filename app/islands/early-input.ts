// What the head's inline script (`inline-starter.ts`) publishes for the islands' runtime: the
// moment of the first paint, and the input it kept before the runtime ran.
declare global {
  interface Window {
    __islandInput?: Event[];
    __firstPaint?: Promise<void>;
  }
}

/**
 * Settles once the page has loaded and painted, or the cap after the HTML was parsed: the
 * inline script watches for both from the start, and the runtime's idle and visible islands
 * wait for it too, since a tap can start the runtime before then. Settled where no inline
 * script ran (the dev server).
 */
export function firstPaint(): Promise<void> {
  return window.__firstPaint ?? Promise.resolve();
}

/** The input recorded so far; the inline script stops keeping it once the runtime has it. */
export function takeEarlyInput(): Event[] {
  const input = window.__islandInput ?? [];
  window.__islandInput = undefined;
  return input;
}
