import type { Ref } from "react";
import {
  videoToggleFace,
  type VideoToggleLabels,
} from "~/lib/video-toggle-face";
import { Icon } from "./icons";
import { Tooltip } from "./tooltip";

type VideoToggleProps = {
  paused: boolean;
  /** Left out where plain DOM code answers the presses (the background button). */
  onToggle?: () => void;
  labels: VideoToggleLabels;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * The pause/play control every moving video on the site gets (WCAG 2.2.2). Both icons are in
 * the markup and the stylesheet shows one by `data-paused`, so plain DOM code can turn a
 * prerendered button with two attributes before its React wakes (ADR 032).
 */
export function VideoToggle({
  paused,
  onToggle,
  labels,
  ref,
  className = "",
}: VideoToggleProps) {
  const face = videoToggleFace(paused, labels);
  return (
    <Tooltip label={face["aria-label"]}>
      <button
        ref={ref}
        type="button"
        {...face}
        onClick={onToggle}
        className={`group/toggle duration-quick flex size-tap items-center justify-center rounded-pill border border-paper/40 bg-ink/80 text-paper shadow-lg transition-colors hover:bg-paper hover:text-ink ${className}`}
      >
        <Icon name="pause" className="size-5 group-data-paused/toggle:hidden" />
        <Icon
          name="play"
          className="hidden size-5 group-data-paused/toggle:block"
        />
      </button>
    </Tooltip>
  );
}
