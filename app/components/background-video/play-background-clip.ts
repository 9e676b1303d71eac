import {
  backgroundVideo,
  updateBackgroundVideo,
  wantsPlay,
} from "./background-video-state";

/**
 * Plays the landing page's self-hosted background clip, prerendered by `BackgroundVideo`,
 * and keeps it to the shared state: paused when the visitor asks for that, hidden while it
 * cannot load, loaded afresh at each retry. Plain DOM, so a visitor who only looks loads no
 * React (ADR 031). It wakes once the page has loaded and painted, so the clip never competes
 * with the page's own content.
 */
export function playBackgroundClip(island: HTMLElement) {
  const video = island.querySelector("video");
  // The image of the poster behind the video (BackgroundVideo).
  const poster = island.querySelector("img");
  if (!video || !poster) return;
  // Browsers only autoplay a video whose muted property is true when play() is called.
  video.muted = true;
  // Errors reach the last source only once every earlier one has failed.
  [...video.querySelectorAll("source")]
    .at(-1)
    ?.addEventListener("error", () => updateBackgroundVideo({ failed: true }));
  // A frame has loaded, which also means an earlier failure is over.
  video.addEventListener("loadeddata", () =>
    updateBackgroundVideo({ failed: false }),
  );

  let attempt = backgroundVideo.get().attempt;
  const follow = () => {
    const state = backgroundVideo.get();
    video.hidden = poster.hidden = state.failed;
    const retry = state.attempt !== attempt;
    if (retry) {
      attempt = state.attempt;
      video.load();
    }
    if (!wantsPlay(state)) video.pause();
    // A failed clip waits for the visitor's retry; play() is what fetches it (preload none).
    else if (retry || !state.failed)
      video.play().catch(() => {
        // Rejected when pause() interrupts the start or no source loads; the error
        // listener above shows the fallback for the latter.
      });
  };
  backgroundVideo.subscribe(follow);
  follow();
}
