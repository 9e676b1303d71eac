import { Suspense, lazy, useEffect, useState } from "react";
import { usePageLoad } from "~/hooks/use-page-load";

const LoadTimePanel = lazy(() => import("./load-time-panel"));

const VISIBLE_MS = 5000;

/**
 * Once per page load, shows how long the load took for five seconds. The panel is fixed
 * (it never shifts the layout) and its code loads only after the load it reports.
 */
export function LoadTimeMonitor() {
  const pageLoad = usePageLoad();
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!pageLoad) return;
    const timer = setTimeout(() => setExpired(true), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [pageLoad]);

  return (
    <div
      role="status"
      className="pointer-events-none fixed right-4 bottom-20 z-40 max-w-[calc(100%-2rem)] md:top-4 md:bottom-auto"
    >
      {pageLoad && !expired ? (
        <Suspense fallback={null}>
          <LoadTimePanel seconds={pageLoad.seconds} />
        </Suspense>
      ) : null}
    </div>
  );
}
