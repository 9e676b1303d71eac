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
  const poster = island.querySelector("img");
  if (!video || !poster) throw new Error("no clip prerendered");
  return { video, poster, calls, press: state.pressButton, state };
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
    const { video, poster, calls } = await mountedClip();
    expect(video.muted).toBe(true);
    expect(calls.play).toBe(1);
    expect([video.hidden, poster.hidden]).toEqual([false, false]);
  });

  it("keeps to the poster with reduced motion until the visitor presses play", async () => {
    const { calls, press } = await mountedClip({ reduceMotion: true });
    expect(calls.play).toBe(0);
    press();
    expect(calls.play).toBe(1);
    press();
    expect(calls.pause).toBeGreaterThan(0);
  });

  it("hides a clip that cannot load with its poster, and loads it afresh at the visitor's retry", async () => {
    const { video, poster, calls, press, state } = await mountedClip();
    // Errors reach the last source once every earlier one has failed.
    [...video.querySelectorAll("source")]
      .at(-1)
      ?.dispatchEvent(new Event("error"));
    expect([video.hidden, poster.hidden]).toEqual([true, true]);
    expect(state.showsPaused(state.backgroundVideo.get())).toBe(true);
    expect(calls.play).toBe(1);

    press();
    expect(calls.load).toBe(1);
    expect(calls.play).toBe(2);
    expect([video.hidden, poster.hidden]).toEqual([true, true]);
    video.dispatchEvent(new Event("loadeddata"));
    expect([video.hidden, poster.hidden]).toEqual([false, false]);
    expect(state.backgroundVideo.get().failed).toBe(false);
  });
});

/** A button's markup as hydration compares it: its attributes in any order, its children. */
function markup(button: Element) {
  return {
    attributes: [...button.attributes]
      .map(({ name, value }) => `${name}=${value}`)
      .sort(),
    children: button.innerHTML,
  };
}

/** The background clip's video toggle as React renders it. */
async function reactsToggle(
  state: Awaited<ReturnType<typeof mountedClip>>["state"],
  paused: boolean,
) {
  const { VideoToggle } = await import("../ui/video-toggle");
  const island = document.createElement("div");
  island.innerHTML = renderToString(
    <VideoToggle paused={paused} labels={state.buttonLabels} />,
  );
  const button = island.querySelector("button");
  if (!button) throw new Error("no button rendered");
  return button;
}

/** The prerendered button's island, followed by `followButton` as the runtime starts. */
async function followedButton(
  state: Awaited<ReturnType<typeof mountedClip>>["state"],
) {
  const { BackgroundVideoToggle } = await import("./background-video-toggle");
  const island = document.createElement("div");
  island.innerHTML = renderToString(<BackgroundVideoToggle />);
  document.body.append(island);
  const button = island.querySelector("button");
  if (!button) throw new Error("no button prerendered");
  const wake = vi.fn();
  state.followButton(island, wake);
  return { button, wake };
}

describe("followButton", () => {
  it("turns the prerendered button into the markup React renders for a still clip", async () => {
    const { state } = await mountedClip({ reduceMotion: true });
    const { button, wake } = await followedButton(state);
    expect(markup(button)).toEqual(markup(await reactsToggle(state, true)));
    expect(markup(button)).not.toEqual(
      markup(await reactsToggle(state, false)),
    );
    expect(wake).not.toHaveBeenCalled();
  });

  it("answers the visitor's presses at once, without waking React", async () => {
    const { state, calls } = await mountedClip();
    const { button, wake } = await followedButton(state);
    const name = () => button.getAttribute("aria-label");
    expect(name()).toBe(state.buttonLabels.pause);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(calls.pause).toBe(1);
    expect(name()).toBe(state.buttonLabels.play);
    expect(button).toHaveAttribute("data-paused");
    // So the islands' runtime does not replay it once React is awake.
    expect(press.defaultPrevented).toBe(true);
    button.click();
    expect(calls.play).toBe(2);
    expect(name()).toBe(state.buttonLabels.pause);
    expect(button).not.toHaveAttribute("data-paused");
    expect(wake).not.toHaveBeenCalled();
  });

  it("wakes React for the notice once the clip fails", async () => {
    const { state, video } = await mountedClip();
    const { button, wake } = await followedButton(state);
    [...video.querySelectorAll("source")]
      .at(-1)
      ?.dispatchEvent(new Event("error"));
    expect(button).toHaveAttribute("data-paused");
    expect(wake).toHaveBeenCalled();
  });
});
