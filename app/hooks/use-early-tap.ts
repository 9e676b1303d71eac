import { type RefObject, useEffect } from "react";
import { takeEarlyTap } from "~/lib/early-taps";

const click = (element: HTMLElement) => element.click();

/**
 * Performs a tap the visitor made on this button before the page hydrated, once: the
 * button is hydrated by the time the effect runs, so by default its own click handler does
 * the work. A widget whose early tap already showed something (the chat shell) passes what
 * is left to do instead, since a second click would undo it.
 */
export function useEarlyTap(
  ref: RefObject<HTMLElement | null>,
  perform: (element: HTMLElement) => void = click,
) {
  useEffect(() => {
    const button = ref.current;
    if (button && takeEarlyTap(button)) perform(button);
  }, [ref, perform]);
}
