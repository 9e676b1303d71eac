import { createStore } from "~/lib/store";
import { useStore } from "./use-store";

/** How often the clocks refresh. */
export const TICK_MS = 1000;

// One interval for the whole page, however many clocks are on it; it stops when the last
// subscriber leaves, so a long-open tab never piles up timers. It ticks on the wall clock's
// whole seconds, so the launch switches to live in its own second, not up to one late.
const clock = createStore(Date.now(), (store) => {
  const tick = () => store.set(Date.now());
  tick();
  let interval: ReturnType<typeof setInterval> | undefined;
  const align = setTimeout(
    () => {
      tick();
      interval = setInterval(tick, TICK_MS);
    },
    TICK_MS - (Date.now() % TICK_MS),
  );
  return () => {
    clearTimeout(align);
    clearInterval(interval);
  };
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
