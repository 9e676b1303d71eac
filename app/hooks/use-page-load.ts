import { loadSeconds } from "~/lib/navigation-timing";
import { createStore } from "~/lib/store";
import { useStore } from "./use-store";

/** What is known about the page load once it has completed. */
export type PageLoad = { seconds: number };

// Set one task after the window's load event: the navigation entry gets its loadEventEnd
// only after the load listeners have run.
const pageLoad = createStore<PageLoad | null>(null, (store) => {
  if (store.get()) return undefined;
  const markLoaded = () =>
    setTimeout(() => {
      const [entry] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      store.set({ seconds: loadSeconds(entry, performance.now()) });
    });
  if (document.readyState === "complete") markLoaded();
  else window.addEventListener("load", markLoaded, { once: true });
  return () => window.removeEventListener("load", markLoaded);
});

/**
 * The completed page load, or null until then (and in the prerendered HTML): for work that
 * must wait until the page has loaded, and for reporting how long that took.
 */
export function usePageLoad(): PageLoad | null {
  return useStore(pageLoad, null);
}
