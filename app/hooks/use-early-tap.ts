import { type RefObject, useEffect } from "react";
import { takeEarlyTap } from "~/lib/early-taps";

/**
 * Performs a tap the visitor made on this button before the page hydrated, once: the
 * button is hydrated by the time the effect runs, so its own click handler does the work.
 */
export function useEarlyTap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const button = ref.current;
    if (button && takeEarlyTap(button)) button.click();
  }, [ref]);
}
