import { useEffect, useState } from "react";

/**
 * False as the component first renders, true from a task after the browser has painted it:
 * for what may wait a frame, so it stays out of the task that shows the component.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Animation frames run just before the paint; a timer set from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
