import { useSyncExternalStore } from "react";

const TICK_MS = 1000;

// One interval for the whole page, however many clocks are on it; it stops when the last
// subscriber leaves, so a long-open tab never piles up timers. It ticks on the wall clock's
// whole seconds, so the launch switches to live in its own second, not up to one late.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let now = Date.now();

function tick() {
  now = Date.now();
  for (const notify of listeners) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setTimeout(
      () => {
        tick();
        timer = setInterval(tick, TICK_MS);
      },
      TICK_MS - (now % TICK_MS),
    );
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      // Either handle kind: browsers and Node share one id space for both.
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => now;

/** The build's own clock, so the static HTML and the hydrating render agree. */
const buildTime = Number(import.meta.env.VITE_BUILD_TIME ?? 0);
const getServerSnapshot = () => buildTime;

/**
 * The current time in epoch ms, refreshed every second. The first render after
 * hydration shows the build time, then the live clock takes over.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
