import { site } from "~/content/site";
import { type LaunchState, launchState, localDateTime } from "./launch-phase";
import { createStore } from "./store";

/** How often the countdowns refresh. */
export const TICK_MS = 1000;

// One interval for the whole page, however many countdowns are on it; it stops when the last
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

/** The launch moment in the visitor's time zone (the content gives a local date-time). */
export const launchTarget = localDateTime(site.launchTarget);

/**
 * The launch state the prerendered pages show: the build's own time against the target read
 * as UTC, so the HTML is the same whatever time zone the build machine is in. The visitor's
 * clock and zone take over as soon as a countdown wakes.
 */
export function prerenderLaunchState(): LaunchState {
  return launchState(
    localDateTime(site.launchTarget, "utc"),
    Number(import.meta.env.VITE_BUILD_TIME ?? 0),
  );
}

/**
 * Calls `show` with the visitor's launch state now and at every tick of the page's one
 * clock; the function it returns stops the calls.
 */
export function watchLaunchState(
  show: (state: LaunchState) => void,
): () => void {
  const update = () => show(launchState(launchTarget, clock.get()));
  const stop = clock.subscribe(update);
  update();
  return stop;
}
