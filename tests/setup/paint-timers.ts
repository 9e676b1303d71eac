import { vi } from "vitest";

/**
 * Fakes what stands between a task and the one after the next paint (animation frames and
 * timers), so a test can step over the frame and then over the paint.
 */
export function fakePaintTimers() {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "requestAnimationFrame",
      "cancelAnimationFrame",
    ],
  });
}
