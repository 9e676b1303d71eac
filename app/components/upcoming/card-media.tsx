import { useEffect, useRef, useState } from "react";
import { artSize } from "~/content/art-sizes";
import { artUrl } from "~/content/art";
import type { UpcomingCollection } from "~/content/upcoming-collections";
import { clipSources } from "~/content/video";
import { videoCopy } from "~/content/widget-copy";
import { type CardVideo, cardVideo } from "~/lib/card-video";
import { youtubeThumbnailUrl } from "~/lib/youtube";
import { ArtImage } from "../ui/art-image";
import { ClipVideo } from "../ui/clip-video";
import { Icon } from "../ui/icons";
import { VideoToggle } from "../ui/video-toggle";
import { YouTubeVideo } from "../ui/youtube-video";
import { FallbackImage } from "./fallback-image";

const frame = "aspect-[4/5] h-auto w-full object-cover";

function thumbnailUrl(video: CardVideo): string {
  return video.kind === "clip"
    ? clipSources(video.clip).poster
    : youtubeThumbnailUrl(video.id);
}

/**
 * A card's picture: its artwork, or for a card with a video a thumbnail with a play button
 * that turns into the muted, looping video in place.
 */
export function CardMedia({ card }: { card: UpcomingCollection }) {
  const video = cardVideo(card);
  const artwork = artUrl("upcoming", card.id);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [failed, setFailed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The play button disappears with the click, so focus moves to the pause control.
  useEffect(() => {
    if (started) toggleRef.current?.focus();
  }, [started]);

  if (!video || failed) {
    return (
      <ArtImage
        kind="upcoming"
        id={card.id}
        alt={`${card.name} artwork`}
        className={frame}
      />
    );
  }

  if (!started) {
    return (
      <button
        type="button"
        aria-label={videoCopy.playClip(card.name)}
        onClick={() => setStarted(true)}
        className="group relative block w-full"
      >
        <FallbackImage
          src={thumbnailUrl(video)}
          fallback={artwork}
          alt=""
          {...artSize.upcoming}
          loading="lazy"
          decoding="async"
          className={frame}
        />
        <span
          aria-hidden="true"
          className="duration-quick absolute inset-0 m-auto flex size-16 items-center justify-center rounded-pill bg-ink/75 text-paper shadow-xl transition-colors group-hover:bg-accent group-hover:text-accent-ink"
        >
          <Icon name="play" className="size-8" />
        </span>
      </button>
    );
  }

  return (
    <div className="relative">
      {video.kind === "clip" ? (
        <ClipVideo
          clip={clipSources(video.clip)}
          playing={playing}
          onError={() => setFailed(true)}
          className={frame}
        />
      ) : (
        <YouTubeVideo
          id={video.id}
          title={videoCopy.youtubeTitle(card.name)}
          playing={playing}
          className="aspect-[4/5] w-full"
        />
      )}
      <VideoToggle
        ref={toggleRef}
        paused={!playing}
        onToggle={() => setPlaying((value) => !value)}
        labels={{
          pause: videoCopy.pauseClip(card.name),
          play: videoCopy.playClip(card.name),
        }}
        className="absolute right-3 bottom-3"
      />
    </div>
  );
}
