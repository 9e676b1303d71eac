import { useEffect, useRef } from "react";
import {
  YOUTUBE_EMBED_ORIGIN,
  youtubeCommand,
  youtubeEmbedUrl,
} from "~/lib/youtube";

type YouTubeVideoProps = {
  id: string;
  /** The frame's accessible title. */
  title: string;
  playing: boolean;
  /** Part of the backdrop: kept out of the tab order. */
  decorative?: boolean;
  className?: string;
};

/** A muted, looping, control-less YouTube embed that pauses and resumes with `playing`. */
export function YouTubeVideo({
  id,
  title,
  playing,
  decorative = false,
  className,
}: YouTubeVideoProps) {
  const ref = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The embed autoplays; a command sent before the player has loaded is dropped, harmlessly.
    ref.current?.contentWindow?.postMessage(
      youtubeCommand(playing ? "playVideo" : "pauseVideo"),
      YOUTUBE_EMBED_ORIGIN,
    );
  }, [playing]);

  return (
    <iframe
      ref={ref}
      src={youtubeEmbedUrl(id, { api: true })}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={decorative ? -1 : undefined}
      className={className}
    />
  );
}
