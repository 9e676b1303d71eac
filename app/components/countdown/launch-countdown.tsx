import { useLaunchState } from "~/hooks/use-launch-countdown";
import { CountdownClock } from "./countdown-clock";
import { LaunchLiveNote } from "./launch-live-note";

type LaunchCountdownProps = {
  size?: "sm" | "md" | "lg";
};

/**
 * The launch countdown. From the target second on it shows zeros and, next to them, that
 * the drop is live; the small size (the home page's strip) says it in one line.
 */
export function LaunchCountdown({ size = "md" }: LaunchCountdownProps) {
  const { phase, left } = useLaunchState();
  return (
    <div
      data-launch-phase={phase}
      className={`flex flex-col ${size === "sm" ? "gap-2" : "gap-4"}`}
    >
      <CountdownClock left={left} size={size} />
      {phase === "live" ? <LaunchLiveNote slim={size === "sm"} /> : null}
    </div>
  );
}
