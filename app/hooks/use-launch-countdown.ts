import { site } from "~/content/site";
import { getTimeLeft, type TimeLeft } from "~/lib/countdown";
import { useNow } from "./use-now";

const target = new Date(site.launchTarget).getTime();

/** Time left until the launch target in the visitor's time zone, ticking every second. */
export function useLaunchCountdown(): TimeLeft {
  return getTimeLeft(target, useNow());
}
