import { useEffect, useState } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * False as the component first renders, true from a task after the browser has painted it:
 * for what may wait a frame, so it stays out of the task that shows the component.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
