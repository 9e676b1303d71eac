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

/**
 * The same date-time read as UTC, for the prerender and the hydrating render alike: the two
 * then agree whatever time zones the build machine and the visitor are in.
 */
const prerenderLaunchTarget = localDateTime(site.launchTarget, "utc");

const visitorLaunchTarget = createStore(launchTarget);

/**
 * The launch state every surface shows, ticking every second. The prerender and the
 * hydrating render use the build time and the UTC reading of the target, so hydration finds
 * exactly the HTML it expects; the visitor's own clock and zone follow at once.
 */
export function useLaunchState(): LaunchState {
  return launchState(
    useStore(visitorLaunchTarget, prerenderLaunchTarget),
    useNow(),
  );
}
