import { Island } from "~/islands/island";
import { LoadTimePanel } from "./load-time-panel";

/**
 * Once per page load, shows how long the load took, for five seconds, without moving the
 * layout or covering a control. On phones it is a slim bar in a slot of its own under the
 * header (reserved in the static HTML, so nothing shifts and nothing lies under it); from
 * 768px it floats in the top corner, beside the header's logo. The status region exists
 * from the start, so screen readers announce the panel when it appears.
 */
export function LoadTimeMonitor() {
  return (
    <div
      role="status"
      className="relative z-40 mx-auto h-14 w-full max-w-page px-4 sm:px-6 md:fixed md:top-4 md:right-4 md:h-auto md:w-72 md:px-0"
    >
      {/* An island that wakes when the page is idle: until the load completes it shows nothing. */}
      <Island name="load-time" component={LoadTimePanel} />
    </div>
  );
}
