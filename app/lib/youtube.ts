/** Where the privacy-enhanced video embeds come from; player commands are addressed to it. */
export const videoEmbedOrigin = "https://www.youtube-nocookie.com";

/** Where every video's still image comes from. */
export const videoThumbnailOrigin = "https://i.ytimg.com";

const ID = /^[\w-]{11}$/;
const HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const PATH_PREFIXES = ["/embed/", "/shorts/", "/live/", "/v/"];

/**
 * The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts or live
 * URLs), or undefined for anything else.
 */
export function parseYouTubeId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  let candidate: string | null | undefined;
  if (url.hostname === "youtu.be") {
    candidate = url.pathname.split("/")[1];
  } else if (HOSTS.has(url.hostname)) {
    const prefix = PATH_PREFIXES.find((start) =>
      url.pathname.startsWith(start),
    );
    candidate = prefix
      ? url.pathname.slice(prefix.length).split("/")[0]
      : url.pathname === "/watch"
        ? url.searchParams.get("v")
        : undefined;
  }
  return candidate && ID.test(candidate) ? candidate : undefined;
}

/** The provider's still for a video, served from its image host. */
export function youtubeThumbnailUrl(id: string): string {
  return `${videoThumbnailOrigin}/vi/${id}/hqdefault.jpg`;
}

/**
 * A privacy-enhanced embed that plays muted, loops and hides the controls. Looping one
 * video needs the video as its own playlist. `api` lets the page pause it by postMessage.
 */
export function youtubeEmbedUrl(id: string, { api = false } = {}): string {
  const params = new URLSearchParams({
    autoplay: "1",
    mute: "1",
    loop: "1",
    playlist: id,
    controls: "0",
    playsinline: "1",
  });
  if (api) params.set("enablejsapi", "1");
  return `${videoEmbedOrigin}/embed/${id}?${params}`;
}

/** Origin the embeds come from; postMessage commands are addressed to it. */
export const YOUTUBE_EMBED_ORIGIN = videoEmbedOrigin;

/** A player command for an embed created with `api`, sent with postMessage. */
export function youtubeCommand(command: "playVideo" | "pauseVideo"): string {
  return JSON.stringify({ event: "command", func: command, args: [] });
}

/** Pixel size of the `hqdefault` still every video has. */
export const YOUTUBE_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;
