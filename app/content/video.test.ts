import { describe, expect, it } from "vitest";
import { site } from "./site";
import { upcomingCollections } from "./upcoming-collections";
import { clipSources } from "./video";
import { type VideoClip, videoSize } from "./video-sizes";

describe("self-hosted clips", () => {
  const cardClips = upcomingCollections.flatMap((card) =>
    "clip" in card ? [card.clip] : [],
  );
  const backgroundClips =
    site.backgroundVideo.kind === "self-hosted"
      ? [site.backgroundVideo.clip]
      : [];

  it.each([...cardClips, ...backgroundClips])(
    "%s has a WebM, an MP4, a poster and a frame size",
    (clip) => {
      expect(clipSources(clip)).toEqual({
        webm: expect.stringMatching(/\.webm$/),
        mp4: expect.stringMatching(/\.mp4$/),
        poster: expect.stringMatching(/\.webp$/),
        ...videoSize[clip],
      });
    },
  );

  it("names the missing file", () => {
    expect(() => clipSources("no-such-clip" as VideoClip)).toThrow(
      "app/assets/video/no-such-clip.webm",
    );
  });
});
