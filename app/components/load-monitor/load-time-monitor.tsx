import { Suspense, lazy } from "react";

// Its code arrives after the page's own: until the load completes it has nothing to show.
const LoadTimePanel = lazy(() => import("./load-time-panel"));

/**
 * Once per page load, shows how long the load took, for five seconds, in a fixed corner
 * (it never shifts the layout). The status region exists from the start, so screen
 * readers announce the panel when it appears.
 */
export function LoadTimeMonitor() {
  return (
    <div
      role="status"
      className="pointer-events-none fixed right-4 bottom-20 z-40 max-w-[calc(100%-2rem)] md:top-4 md:bottom-auto"
    >
      <Suspense fallback={null}>
        <LoadTimePanel />
      </Suspense>
    </div>
  );
}
