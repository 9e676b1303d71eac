import { describe, expect, it } from "vitest";
import {
  type BackgroundVideoState,
  pressed,
  prerenderedState,
  showsPaused,
  wantsPlay,
} from "./background-video-state";

const state = (change: Partial<BackgroundVideoState>) => ({
  ...prerenderedState,
  ...change,
});

describe("the background video's shared state", () => {
  it("plays by default, and the prerendered button offers a pause", () => {
    expect(wantsPlay(prerenderedState)).toBe(true);
    expect(showsPaused(prerenderedState)).toBe(false);
  });

  it("holds still for reduced motion or Save-Data until the visitor presses play", () => {
    const held = state({ holdStill: true });
    expect(wantsPlay(held)).toBe(false);
    expect(showsPaused(held)).toBe(true);
    const chosen = pressed(held);
    expect(chosen).toEqual(state({ holdStill: true, choice: "play" }));
    expect(wantsPlay(chosen)).toBe(true);
  });

  it("pauses a playing clip and plays it again, press by press", () => {
    const paused = pressed(prerenderedState);
    expect(paused.choice).toBe("pause");
    expect(showsPaused(paused)).toBe(true);
    expect(pressed(paused).choice).toBe("play");
  });

  it("offers play while the clip has failed, and each press retries it", () => {
    const failed = state({ failed: true });
    expect(showsPaused(failed)).toBe(true);
    expect(pressed(failed)).toEqual(
      state({ failed: true, choice: "play", attempt: 1 }),
    );
    expect(pressed(pressed(failed)).attempt).toBe(2);
  });
});
