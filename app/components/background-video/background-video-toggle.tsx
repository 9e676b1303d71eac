import { videoCopy } from "~/content/widget-copy";
import { useStore } from "~/hooks/use-store";
import { VideoToggle } from "../ui/video-toggle";
import {
  backgroundVideo,
  buttonLabels,
  prerenderedState,
  showsPaused,
} from "./background-video-state";

/**
 * The background video's pause and play button, with the notice shown while the clip cannot
 * load. A React island of its own (ADR 031) for the button's tooltip and the notice: it
 * wakes when the visitor reaches for it, or when the clip fails (ADR 032). Its presses are
 * `followButton`'s, asleep or awake, so a tap answers before React has loaded (ADR 033).
 */
export function BackgroundVideoToggle() {
  // `followButton` has kept the button's face to the state since the page started, so the
  // button hydrates against the state as it is; the notice against what was prerendered.
  const state = useStore(backgroundVideo);
  const { failed } = useStore(backgroundVideo, prerenderedState);
  return (
    <div className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100%-7rem)] items-center gap-3 md:bottom-6 md:left-6">
      <VideoToggle paused={showsPaused(state)} labels={buttonLabels} />
      <p role="status" className="text-xs text-paper-dim">
        {failed ? videoCopy.unavailable : null}
      </p>
    </div>
  );
}
