import { loadSeconds } from "./navigation-timing";
import { createStore } from "./store";

/** What is known about the page load once it has completed. */
export type PageLoad = { seconds: number };

// Set one task after the window's load event: the navigation entry gets its loadEventEnd
// only after the load listeners have run.
export const pageLoad = createStore<PageLoad | null>(null, (store) => {
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

/** Runs `run` once, when the page load has completed (at once if it has). */
export function whenPageLoaded(run: (load: PageLoad) => void) {
  const loaded = pageLoad.get();
  if (loaded) {
    run(loaded);
    return;
  }
  const stop = pageLoad.subscribe(() => {
    const load = pageLoad.get();
    if (!load) return;
    stop();
    run(load);
  });
}
