import { useEffect, useState } from "react";
import { usePageLoad } from "~/hooks/use-page-load";

/**
 * True once the page has loaded and the browser has had an idle moment, so a background
 * video never competes with the page's own content for the network or the main thread.
 */
export function useMayStart(): boolean {
  const pageLoad = usePageLoad();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!pageLoad) return;
    // Safari has no requestIdleCallback.
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const request = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(request);
  }, [pageLoad]);

  return idle;
}
