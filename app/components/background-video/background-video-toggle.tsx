import { videoCopy } from "~/content/widget-copy";
import { useStore } from "~/hooks/use-store";
import { VideoToggle } from "../ui/video-toggle";
import {
  backgroundVideo,
  prerenderedState,
  pressButton,
  showsPaused,
} from "./background-video-state";

/**
 * The background video's pause and play button, with the notice shown while the clip cannot
 * load. A React island of its own (ADR 031): it wakes when the visitor reaches for it, or as
 * soon as it must show something other than its prerendered pause button.
 */
export function BackgroundVideoToggle() {
  const state = useStore(backgroundVideo, prerenderedState);
  return (
    <div className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100%-7rem)] items-center gap-3 md:bottom-6 md:left-6">
      <VideoToggle
        paused={showsPaused(state)}
        onToggle={pressButton}
        labels={{
          pause: videoCopy.pauseBackground,
          play: videoCopy.playBackground,
        }}
      />
      <p role="status" className="text-xs text-paper-dim">
        {state.failed ? videoCopy.unavailable : null}
      </p>
    </div>
  );
}
