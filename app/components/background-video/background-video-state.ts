import { videoCopy } from "~/content/widget-copy";
import { REDUCED_MOTION_QUERY } from "~/lib/media-queries";
import { showVideoToggleFace, videoToggleFace } from "~/lib/video-toggle-face";
import { createStore } from "~/lib/store";

/**
 * What the landing page's background video and its pause button share: the clip is plain DOM
 * code and the button a React island (ADR 031), so the state lives outside both.
 */
export type BackgroundVideoState = {
  /** What the visitor chose with the button; until then the page's preference decides. */
  choice?: "play" | "pause";
  /** The visitor asked for less motion or to save data: the poster until they press play. */
  holdStill: boolean;
  /** The clip could not load; a dark gradient and a notice stand in. */
  failed: boolean;
  /** Each press after a failure tries the clip afresh. */
  attempt: number;
};

/** What the prerendered page shows: the clip about to play, the button offering a pause. */
export const prerenderedState: BackgroundVideoState = {
  holdStill: false,
  failed: false,
  attempt: 0,
};

/** Whether the clip should play (once the page has loaded). */
export function wantsPlay(state: BackgroundVideoState): boolean {
  return state.choice ? state.choice === "play" : !state.holdStill;
}

/** Whether the button offers play rather than pause. */
export function showsPaused(state: BackgroundVideoState): boolean {
  return state.failed || !wantsPlay(state);
}

/** A press on the button: pause a playing clip, play a still one, or retry a failed one. */
export function pressed(state: BackgroundVideoState): BackgroundVideoState {
  return {
    ...state,
    choice: showsPaused(state) ? "play" : "pause",
    attempt: state.failed ? state.attempt + 1 : state.attempt,
  };
}

type NetworkInformation = EventTarget & { saveData?: boolean };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation })
    .connection;
}

/** Follows the visitor's motion and Save-Data preferences while anyone reads the state. */
function followPreferences() {
  const motion = window.matchMedia(REDUCED_MOTION_QUERY);
  const sync = () =>
    updateBackgroundVideo({
      holdStill: motion.matches || connection()?.saveData === true,
    });
  sync();
  motion.addEventListener("change", sync);
  connection()?.addEventListener("change", sync);
  return () => {
    motion.removeEventListener("change", sync);
    connection()?.removeEventListener("change", sync);
  };
}

export const backgroundVideo = createStore(prerenderedState, followPreferences);

/** Updates the shared state with `change`, telling no one when nothing changes. */
export function updateBackgroundVideo(change: Partial<BackgroundVideoState>) {
  const state = backgroundVideo.get();
  const keys = Object.keys(change) as (keyof BackgroundVideoState)[];
  if (keys.some((key) => change[key] !== state[key]))
    backgroundVideo.set({ ...state, ...change });
}

/** The visitor's press on the button. */
export function pressButton() {
  backgroundVideo.set(pressed(backgroundVideo.get()));
}

/** The background button's names for its two states. */
export const buttonLabels = {
  pause: videoCopy.pauseBackground,
  play: videoCopy.playBackground,
};

/**
 * Runs the prerendered pause button in plain DOM code (ADRs 032, 033): answers every press
 * at once, asleep or awake, and keeps the button's face to the state as `VideoToggle`
 * renders it, so it offers play without React. Calls `wake` once the clip fails: the
 * notice is the one thing its markup cannot show. React wakes otherwise only for the
 * button's tooltip, at the first hover, focus or tap.
 */
export function followButton(island: Element, wake: () => void) {
  island.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("button"))
      return;
    // Handled: the islands' runtime does not replay it once the island is live.
    event.preventDefault();
    pressButton();
  });
  const follow = () => {
    const state = backgroundVideo.get();
    // Looked up at each change: the tooltip's trigger may replace the button once awake.
    const button = island.querySelector("button");
    if (button)
      showVideoToggleFace(
        button,
        videoToggleFace(showsPaused(state), buttonLabels),
      );
    if (state.failed) wake();
  };
  backgroundVideo.subscribe(follow);
  // The clip may have set the state before this listened.
  follow();
}
