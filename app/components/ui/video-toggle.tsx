import type { Ref } from "react";
import { Icon } from "./icons";
import { Tooltip } from "./tooltip";

type VideoToggleProps = {
  paused: boolean;
  onToggle: () => void;
  /** Accessible names (also the tooltips) for the two states. */
  labels: { pause: string; play: string };
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/** The pause/play control every moving video on the site gets (WCAG 2.2.2). */
export function VideoToggle({
  paused,
  onToggle,
  labels,
  ref,
  className = "",
}: VideoToggleProps) {
  const label = paused ? labels.play : labels.pause;
  return (
    <Tooltip label={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        onClick={onToggle}
        className={`duration-quick flex size-tap items-center justify-center rounded-pill border border-paper/40 bg-ink/80 text-paper shadow-lg transition-colors hover:bg-paper hover:text-ink ${className}`}
      >
        <Icon name={paused ? "play" : "pause"} />
      </button>
    </Tooltip>
  );
}
