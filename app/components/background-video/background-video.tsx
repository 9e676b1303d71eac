import { Suspense, lazy, useState } from "react";
import { type SiteConfig, site } from "~/content/site";
import { clipSources } from "~/content/video";
import { videoCopy } from "~/content/widget-copy";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "~/hooks/use-media-query";
import { YOUTUBE_THUMBNAIL_SIZE, youtubeThumbnailUrl } from "~/lib/youtube";
import { ClipVideo } from "../ui/clip-video";
import { VideoToggle } from "../ui/video-toggle";
import { useMayStart, useSaveData } from "./use-may-start";

// Only a brand that switches the video to YouTube (site.ts) needs the player's code.
const YouTubeVideo = lazy(() =>
  import("../ui/youtube-video").then((module) => ({
    default: module.YouTubeVideo,
  })),
);

const cover = "absolute inset-0 size-full object-cover";
// An iframe cannot object-fit: size it to cover the viewport at 16:9 and centre it.
const youtubeCover =
  "pointer-events-none absolute top-1/2 left-1/2 h-[max(100vh,56.25vw)] w-[max(100vw,177.78vh)] -translate-x-1/2 -translate-y-1/2";

/**
 * The landing page's full-screen, muted, looping video behind a dark overlay that keeps
 * the text legible. It starts once the page has loaded; with reduced motion or Save-Data
 * it shows the poster until the visitor presses play. If the clip cannot load, a dark
 * gradient and a notice take its place until a later attempt loads.
 */
export function BackgroundVideo() {
  // Widened from the literal config: the brand can switch the kind in site.ts.
  const config = site.backgroundVideo as SiteConfig["backgroundVideo"];
  const mayStart = useMayStart();
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const saveData = useSaveData();
  const [choice, setChoice] = useState<"play" | "pause">();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  const wantsPlay = choice ? choice === "play" : !reduceMotion && !saveData;
  const playing = mayStart && wantsPlay;
  if (playing && !started) setStarted(true);

  const thumbnail = config.kind === "youtube" && (
    <img
      src={youtubeThumbnailUrl(config.id)}
      alt=""
      {...YOUTUBE_THUMBNAIL_SIZE}
      className={cover}
    />
  );

  // After a failure the button tries again with a fresh player.
  function toggle() {
    if (failed) setAttempt((count) => count + 1);
    setChoice(failed || !wantsPlay ? "play" : "pause");
  }

  return (
    <>
      <div
        aria-hidden="true"
        className="fixed inset-0 -z-10 overflow-hidden bg-linear-to-br from-ink-soft via-ink to-black"
      >
        {config.kind === "self-hosted" ? (
          <ClipVideo
            key={attempt}
            clip={clipSources(config.clip)}
            playing={playing}
            onError={() => setFailed(true)}
            onLoaded={() => setFailed(false)}
            className={failed ? "hidden" : cover}
          />
        ) : (
          <Suspense fallback={thumbnail}>
            {started ? (
              <YouTubeVideo
                id={config.id}
                title={videoCopy.backgroundTitle}
                playing={playing}
                decorative
                className={youtubeCover}
              />
            ) : (
              thumbnail
            )}
          </Suspense>
        )}
        <div className="absolute inset-0 bg-linear-to-b from-ink/70 via-ink/55 to-ink/85" />
      </div>
      <div className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100%-7rem)] items-center gap-3 md:bottom-6 md:left-6">
        <VideoToggle
          paused={failed || !wantsPlay}
          onToggle={toggle}
          labels={{
            pause: videoCopy.pauseBackground,
            play: videoCopy.playBackground,
          }}
        />
        <p role="status" className="text-xs text-paper-dim">
          {failed ? videoCopy.unavailable : null}
        </p>
      </div>
    </>
  );
}
