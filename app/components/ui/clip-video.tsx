import { useEffect, useRef } from "react";
import type { ClipSources } from "~/content/video";

// The clips are encoded as AV1 in WebM with an H.264 MP4 for browsers without AV1.
const WEBM_TYPE = 'video/webm; codecs="av01.0.05M.08"';

type ClipVideoProps = {
  clip: ClipSources;
  /** Nothing is downloaded until this is first true; the poster shows meanwhile. */
  playing: boolean;
  /** False where the caller draws the poster behind the video itself (`BackgroundVideo`). */
  showPoster?: boolean;
  /** Every source failed to load. */
  onError?: () => void;
  /** A frame has loaded, which also means an earlier failure is over. */
  onLoaded?: () => void;
  className?: string;
};

/** A silent, looping, inline self-hosted clip that plays while `playing` is true. */
export function ClipVideo({
  clip,
  playing,
  showPoster = true,
  onError,
  onLoaded,
  className,
}: ClipVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets no `muted` attribute on a client-rendered video; browsers only autoplay a
    // video whose muted property is true when play() is called.
    video.muted = true;
    if (!playing) {
      video.pause();
      return;
    }
    video.play().catch(() => {
      // Rejected when pause() interrupts the start or no source loads; the error handler
      // below shows the fallback for the latter.
    });
  }, [playing]);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      poster={showPoster ? clip.poster : undefined}
      width={clip.width}
      height={clip.height}
      onLoadedData={onLoaded}
      className={className}
    >
      <source src={clip.webm} type={WEBM_TYPE} />
      {/* Errors reach the last source only once every earlier one has failed. */}
      <source src={clip.mp4} type="video/mp4" onError={onError} />
    </video>
  );
}
