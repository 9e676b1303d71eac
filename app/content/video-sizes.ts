/** The self-hosted clips scripts/video/make-videos.sh renders into app/assets/video/. */
export type VideoClip = "background" | "card-active" | "card-streetwear";

/** Frame size of each clip and its poster, so players reserve their box before loading. */
export const videoSize = {
  background: { width: 1280, height: 720 },
  "card-active": { width: 640, height: 800 },
  "card-streetwear": { width: 640, height: 800 },
} as const satisfies Record<VideoClip, { width: number; height: number }>;
