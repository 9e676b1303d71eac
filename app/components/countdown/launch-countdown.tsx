import { prerenderLaunchState } from "~/lib/launch-clock";
import { CountdownClock } from "./countdown-clock";
import { LaunchLiveNote } from "./launch-live-note";
import { countdownField } from "./tick-countdown";

type LaunchCountdownProps = {
  size?: "sm" | "md" | "lg";
};

/**
 * The launch countdown as the build leaves it; `tickCountdown` keeps it on the visitor's
 * clock. From the target second on it shows zeros and, next to them, that the drop is live
 * (the small size, the home page's strip, says it in one line). A build from before the
 * launch leaves the note in a template until then.
 */
export function LaunchCountdown({ size = "md" }: LaunchCountdownProps) {
  const { phase, left } = prerenderLaunchState();
  const note = (
    <div {...countdownField("live-note")} className="contents">
      <LaunchLiveNote slim={size === "sm"} />
    </div>
  );
  return (
    <div
      data-launch-phase={phase}
      className={`flex flex-col ${size === "sm" ? "gap-2" : "gap-4"}`}
    >
      <CountdownClock left={left} size={size} />
      {phase === "live" ? note : <template>{note}</template>}
    </div>
  );
}
