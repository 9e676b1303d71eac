import type { VideoClip } from "~/content/video-sizes";
import { parseYouTubeId } from "./youtube";

/** The video a carousel card can play in place. */
export type CardVideo =
  { kind: "clip"; clip: VideoClip } | { kind: "youtube"; id: string };

type VideoFields = {
  clip?: VideoClip;
  youtubeUrl?: string;
  imageOnly?: boolean;
};

/**
 * A card's video: its self-hosted clip first (it plays without the internet), else its
 * YouTube link when that is a valid one; none for image-only cards.
 */
export function cardVideo(card: VideoFields): CardVideo | undefined {
  if (card.imageOnly) return undefined;
  if (card.clip) return { kind: "clip", clip: card.clip };
  const id = card.youtubeUrl ? parseYouTubeId(card.youtubeUrl) : undefined;
  return id ? { kind: "youtube", id } : undefined;
}
