import { describe, expect, it } from "vitest";
import {
  parseYouTubeId,
  youtubeCommand,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from "./youtube";

const id = "dQw4w9WgXcQ";

describe("parseYouTubeId", () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=42`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}`,
    `  http://www.youtube.com/watch?v=${id}  `,
  ])("reads the id from %s", (link) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    "",
    "not a url",
    id,
    `https://vimeo.com/${id}`,
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${id}x`,
    "https://www.youtube.com/watch",
    `javascript:alert('${id}')`,
    `https://www.youtube.com/channel/${id}`,
  ])("rejects %j", (link) => {
    expect(parseYouTubeId(link)).toBeUndefined();
  });
});

describe("youtube URLs", () => {
  it("embeds from youtube-nocookie, muted, looping and without controls", () => {
    const url = new URL(youtubeEmbedUrl(id));
    expect(url.origin + url.pathname).toBe(
      `https://www.youtube-nocookie.com/embed/${id}`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: id,
      controls: "0",
      playsinline: "1",
    });
  });

  it("enables the player API only when asked", () => {
    expect(
      new URL(youtubeEmbedUrl(id, { api: true })).searchParams.get(
        "enablejsapi",
      ),
    ).toBe("1");
  });

  it("takes thumbnails from the image host", () => {
    expect(youtubeThumbnailUrl(id)).toBe(
      `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    );
  });

  it("writes player commands as the embed expects them", () => {
    expect(JSON.parse(youtubeCommand("pauseVideo"))).toEqual({
      event: "command",
      func: "pauseVideo",
      args: [],
    });
  });
});
