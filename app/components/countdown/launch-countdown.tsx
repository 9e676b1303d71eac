import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { useLaunchCountdown } from "~/hooks/use-launch-countdown";
import { ActionLink } from "../ui/action-link";
import { CountdownClock } from "./countdown-clock";

type LaunchCountdownProps = {
  size?: "sm" | "md" | "lg";
  /** Offer the shop link once the target has passed. */
  showLiveState?: boolean;
};

/** The launch countdown; after the target it shows zeros and says the drop is live. */
export function LaunchCountdown({
  size = "md",
  showLiveState = false,
}: LaunchCountdownProps) {
  const left = useLaunchCountdown();
  return (
    <div className="flex flex-col gap-4">
      <CountdownClock left={left} size={size} />
      {left.done && showLiveState ? (
        <div className="flex flex-col items-start gap-3 rounded-card border-2 border-accent p-4">
          <p className="font-display text-2xl tracking-wide text-accent uppercase">
            {copy.hypeRoom.live}
          </p>
          <p className="text-paper">{copy.hypeRoom.liveText}</p>
          <ActionLink destination={{ kind: "external", href: site.shopUrl }}>
            {copy.hypeRoom.liveButton}
          </ActionLink>
        </div>
      ) : null}
    </div>
  );
}
