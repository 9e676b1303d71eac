import { useState } from "react";
import { type SiteConfig, site } from "~/content/site";
import { type ClipSources, clipSources } from "~/content/video";
import { videoCopy } from "~/content/widget-copy";
import { useStore } from "~/hooks/use-store";
import type { IslandName } from "~/islands/catalog";
import { YOUTUBE_THUMBNAIL_SIZE, youtubeThumbnailUrl } from "~/lib/youtube";
import { ClipVideo } from "../ui/clip-video";
import { YouTubeVideo } from "../ui/youtube-video";
import {
  backgroundVideo,
  prerenderedState,
  wantsPlay,
} from "./background-video-state";
import { useMayStart } from "./use-may-start";

const cover = "absolute inset-0 size-full object-cover";
// An iframe cannot object-fit: size it to cover the viewport at 16:9 and centre it.
const youtubeCover =
  "pointer-events-none absolute top-1/2 left-1/2 h-[max(100vh,56.25vw)] w-[max(100vw,177.78vh)] -translate-x-1/2 -translate-y-1/2";

/**
 * A still under the page's first screen and its dark overlay, at low fetch priority: on a
 * slow network the fonts of the text over it get the first bytes. A visible image's usual
 * priority boost leaves it low.
 */
function BackgroundPoster({
  src,
  width,
  height,
}: {
  src: string;
  width: number;
  height: number;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      fetchPriority="low"
      decoding="async"
      className={cover}
    />
  );
}

/** A YouTube video behind the page: its thumbnail until the page has loaded, then the player. */
function BackgroundYouTube({ id }: { id: string }) {
  const mayStart = useMayStart();
  const state = useStore(backgroundVideo, prerenderedState);
  const [started, setStarted] = useState(false);
  const playing = mayStart && wantsPlay(state);
  if (playing && !started) setStarted(true);

  return started ? (
    <YouTubeVideo
      id={id}
      title={videoCopy.backgroundTitle}
      playing={playing}
      decorative
      className={youtubeCover}
    />
  ) : (
    <BackgroundPoster
      src={youtubeThumbnailUrl(id)}
      {...YOUTUBE_THUMBNAIL_SIZE}
    />
  );
}

/**
 * The clip over its poster, drawn as a `BackgroundPoster` rather than the video's poster
 * attribute, which a browser fetches beside the fonts. The two hide together while the clip
 * cannot load (`playBackgroundClip`), leaving the gradient.
 */
function BackgroundClip({ clip }: { clip: ClipSources }) {
  return (
    <>
      <BackgroundPoster
        src={clip.poster}
        width={clip.width}
        height={clip.height}
      />
      <ClipVideo
        clip={clip}
        playing={false}
        showPoster={false}
        className={cover}
      />
    </>
  );
}

// Widened from the literal config: the brand can switch the kind in site.ts.
const backgroundConfig = () =>
  site.backgroundVideo as SiteConfig["backgroundVideo"];

/** The island that brings the background to life: plain DOM for a clip, React for YouTube. */
export function backgroundIsland(): IslandName {
  return backgroundConfig().kind === "self-hosted"
    ? "background-video"
    : "background-youtube";
}

/**
 * The landing page's full-screen, muted, looping video behind a dark overlay that keeps the
 * text legible. It starts once the page has loaded; with reduced motion or Save-Data it
 * shows the poster until the visitor presses play (`BackgroundVideoToggle`). A self-hosted
 * clip is played by plain DOM code (`playBackgroundClip`), and shows a dark gradient while
 * it cannot load; a YouTube video is a React island (ADR 031).
 */
export function BackgroundVideo() {
  const config = backgroundConfig();
  return (
    <div
      aria-hidden="true"
      className="fixed inset-0 -z-10 overflow-hidden bg-linear-to-br from-ink-soft via-ink to-black"
    >
      {config.kind === "self-hosted" ? (
        <BackgroundClip clip={clipSources(config.clip)} />
      ) : (
        <BackgroundYouTube id={config.id} />
      )}
      <div className="absolute inset-0 bg-linear-to-b from-ink/70 via-ink/55 to-ink/85" />
    </div>
  );
}
