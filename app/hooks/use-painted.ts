import { useEffect, useState } from "react";

/**
 * Runs `run` in a task after the browser's next paint, and returns what cancels it: for work
 * that may wait a frame, so it stays out of the task whose result the visitor is waiting to see.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Animation frames run just before the paint; a timer set from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False as the component first renders, true from a task after the browser has painted it:
 * for what may wait a frame, so it stays out of the task that shows the component.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
