import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side page change, moves focus to the main landmark (it has tabIndex -1),
 * so keyboard users carry on in the new page instead of from the top of the document, and
 * screen readers hear that the page changed. The first render keeps the browser's own focus.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
