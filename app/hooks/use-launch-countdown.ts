import { site } from "~/content/site";
import {
  type LaunchState,
  launchState,
  localDateTime,
} from "~/lib/launch-phase";
import { createStore } from "~/lib/store";
import { useNow } from "./use-now";
import { useStore } from "./use-store";

/** The launch moment in the visitor's time zone (the content gives a local date-time). */
export const launchTarget = localDateTime(site.launchTarget);

/** The same moment as the prerender read it, in the build machine's time zone. */
const buildLaunchTarget = Number(
  import.meta.env.VITE_BUILD_LAUNCH_TARGET ?? launchTarget,
);

const visitorLaunchTarget = createStore(launchTarget);

/**
 * The launch state every surface shows, ticking every second. The hydrating render uses
 * the build's time and the build's reading of the target, so it shows exactly what the
 * prerendered HTML shows, in any time zone; the visitor's own clock and zone follow at once.
 */
export function useLaunchState(): LaunchState {
  return launchState(
    useStore(visitorLaunchTarget, buildLaunchTarget),
    useNow(),
  );
}
