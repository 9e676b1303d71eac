// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Media = { play: number; pause: number; load: number };

/** The landing page's background as prerendered, with the clip brought to life. */
async function mountedClip({ reduceMotion = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduceMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const calls: Media = { play: 0, pause: 0, load: 0 };
  // jsdom has no media playback: count what the clip is asked to do.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => {
    calls.play += 1;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {
    calls.pause += 1;
  });
  vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {
    calls.load += 1;
  });
  const { BackgroundVideo } = await import("./background-video");
  const { playBackgroundClip } = await import("./play-background-clip");
  const state = await import("./background-video-state");
  const island = document.createElement("div");
  island.innerHTML = renderToString(<BackgroundVideo />);
  document.body.append(island);
  playBackgroundClip(island);
  const video = island.querySelector("video");
  if (!video) throw new Error("no video prerendered");
  return { video, calls, press: state.pressButton, state };
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("playBackgroundClip", () => {
  it("plays the prerendered clip muted", async () => {
    const { video, calls } = await mountedClip();
    expect(video.muted).toBe(true);
    expect(calls.play).toBe(1);
    expect(video.hidden).toBe(false);
  });

  it("keeps to the poster with reduced motion until the visitor presses play", async () => {
    const { calls, press } = await mountedClip({ reduceMotion: true });
    expect(calls.play).toBe(0);
    press();
    expect(calls.play).toBe(1);
    press();
    expect(calls.pause).toBeGreaterThan(0);
  });

  it("hides a clip that cannot load, and loads it afresh at the visitor's retry", async () => {
    const { video, calls, press, state } = await mountedClip();
    // Errors reach the last source once every earlier one has failed.
    [...video.querySelectorAll("source")]
      .at(-1)
      ?.dispatchEvent(new Event("error"));
    expect(video.hidden).toBe(true);
    expect(state.showsPaused(state.backgroundVideo.get())).toBe(true);
    expect(calls.play).toBe(1);

    press();
    expect(calls.load).toBe(1);
    expect(calls.play).toBe(2);
    expect(video.hidden).toBe(true);
    video.dispatchEvent(new Event("loadeddata"));
    expect(video.hidden).toBe(false);
    expect(state.backgroundVideo.get().failed).toBe(false);
  });

  it("wakes the button at once when the clip already holds still as it starts listening", async () => {
    const { state } = await mountedClip({ reduceMotion: true });
    const wake = vi.fn();
    state.whenButtonOffersPlay(wake);
    expect(wake).toHaveBeenCalled();
  });

  it("leaves the button asleep while the clip plays, until the visitor pauses it", async () => {
    const { state, press } = await mountedClip();
    const wake = vi.fn();
    state.whenButtonOffersPlay(wake);
    expect(wake).not.toHaveBeenCalled();
    press();
    expect(wake).toHaveBeenCalled();
  });
});
