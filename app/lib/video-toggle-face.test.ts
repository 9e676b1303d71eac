import { describe, expect, it } from "vitest";
import { videoToggleFace } from "./video-toggle-face";

const labels = { pause: "Pause it", play: "Play it" };

describe("videoToggleFace", () => {
  it("offers a pause while the video plays", () => {
    expect(videoToggleFace(false, labels)).toEqual({
      "aria-label": "Pause it",
      "data-paused": undefined,
    });
  });

  it("offers play, and marks the play icon, while it is paused", () => {
    expect(videoToggleFace(true, labels)).toEqual({
      "aria-label": "Play it",
      "data-paused": "",
    });
  });
});
