import { describe, expect, it } from "vitest";
import {
  type UpcomingCollection,
  upcomingCollections,
} from "~/content/upcoming-collections";
import { cardVideo } from "./card-video";

const link = "https://youtu.be/dQw4w9WgXcQ";

describe("cardVideo", () => {
  it("plays a self-hosted clip, even when a YouTube link is also given", () => {
    expect(cardVideo({ clip: "card-active", youtubeUrl: link })).toEqual({
      kind: "clip",
      clip: "card-active",
    });
  });

  it("plays a valid YouTube link", () => {
    expect(cardVideo({ youtubeUrl: link })).toEqual({
      kind: "youtube",
      id: "dQw4w9WgXcQ",
    });
  });

  it("has no video for image-only cards, bad links or no media", () => {
    expect(cardVideo({ clip: "card-active", imageOnly: true })).toBeUndefined();
    expect(
      cardVideo({ youtubeUrl: "https://example.com/video" }),
    ).toBeUndefined();
    expect(cardVideo({})).toBeUndefined();
  });

  it("gives at least two of the ten cards a self-hosted clip", () => {
    const cards: readonly UpcomingCollection[] = upcomingCollections;
    const clips = cards.filter((card) => cardVideo(card)?.kind === "clip");
    expect(clips.length).toBeGreaterThanOrEqual(2);
  });
});
