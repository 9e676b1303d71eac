import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches; false in the prerendered HTML and the hydrating render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Devices with a mouse or trackpad: hover-driven reveals make sense there. */
export const HOVER_QUERY = "(hover: hover) and (pointer: fine)";

/** Visitors who asked their system for less motion: no autoplay, no animated scrolling. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
