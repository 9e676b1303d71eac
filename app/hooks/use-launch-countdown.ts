import { site } from "~/content/site";
import {
  type LaunchState,
  launchState,
  localDateTime,
} from "~/lib/launch-phase";
import { useNow } from "./use-now";

/** The launch moment in the visitor's time zone (the content gives a local date-time). */
export const launchTarget = localDateTime(site.launchTarget);

/**
 * The launch state every surface shows, ticking every second. The prerendered HTML and the
 * first render after hydration use the build time, so they agree when the phase has not
 * changed since the build.
 */
export function useLaunchState(): LaunchState {
  return launchState(launchTarget, useNow());
}
