import { type RefObject, useEffect } from "react";

/**
 * Calls `onNear` once, with the element, when it comes within a screen of the viewport.
 * For set-up that measures layout (a carousel engine): done for a section below the first
 * screen, it is a long task on a phone before the visitor could see the result.
 */
export function useWhenNear<T extends Element>(
  ref: RefObject<T | null>,
  onNear: (element: T) => void,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear(element);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear]);
}
