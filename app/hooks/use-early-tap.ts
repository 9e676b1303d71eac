import { type RefObject, useEffect } from "react";
import { EARLY_TAP_ATTRIBUTE, markLive, takeEarlyTap } from "~/lib/early-taps";

const earlyTapTarget = { [EARLY_TAP_ATTRIBUTE]: "" } as const;

/**
 * Performs a tap the visitor made on this button before its widget hydrated, once; returns
 * the props that mark the button for the early-tap recorder (`app/lib/early-taps.ts`).
 *
 * When React can, it hydrates a tapped widget at once and delivers the tap itself; the
 * recorder heard that tap too, so a recorded tap that still reaches the button is dropped.
 * What is left one task later is a tap React could not deliver, and the button's own click
 * handler performs it.
 */
export function useEarlyTap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    markLive(button);
    const delivered = () => takeEarlyTap(button);
    button.addEventListener("click", delivered, { once: true });
    const perform = setTimeout(() => {
      button.removeEventListener("click", delivered);
      if (takeEarlyTap(button)) button.click();
    });
    return () => {
      clearTimeout(perform);
      button.removeEventListener("click", delivered);
    };
  }, [ref]);
  return earlyTapTarget;
}
