import { createStore } from "~/lib/store";
import { useStore } from "./use-store";

/** How often the clocks refresh. */
export const TICK_MS = 1000;

// One interval for the whole page, however many clocks are on it; it stops when the last
// subscriber leaves, so a long-open tab never piles up timers.
const clock = createStore(Date.now(), (store) => {
  store.set(Date.now());
  const timer = setInterval(() => store.set(Date.now()), TICK_MS);
  return () => clearInterval(timer);
});

/** The build's own clock, so the static HTML and the hydrating render agree. */
const buildTime = Number(import.meta.env.VITE_BUILD_TIME ?? 0);

/**
 * The current time in epoch ms, refreshed every second. The first render after
 * hydration shows the build time, then the live clock takes over.
 */
export function useNow(): number {
  return useStore(clock, buildTime);
}
