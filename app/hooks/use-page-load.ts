import { useSyncExternalStore } from "react";
import { loadSeconds } from "~/lib/navigation-timing";

/** What is known about the page load once it has completed. */
export type PageLoad = { seconds: number };

// Set one task after the window's load event: the navigation entry gets its loadEventEnd
// only after the load listeners have run.
let pageLoad: PageLoad | null = null;
const listeners = new Set<() => void>();

function markLoaded() {
  setTimeout(() => {
    const [entry] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    pageLoad = { seconds: loadSeconds(entry, performance.now()) };
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1 && !pageLoad) {
    if (document.readyState === "complete") markLoaded();
    else window.addEventListener("load", markLoaded, { once: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("load", markLoaded);
  };
}

/**
 * The completed page load, or null until then (and in the prerendered HTML): for work that
 * must wait until the page has loaded, and for reporting how long that took.
 */
export function usePageLoad(): PageLoad | null {
  return useSyncExternalStore(
    subscribe,
    () => pageLoad,
    () => null,
  );
}
