import { type VideoClip, videoSize } from "./video-sizes";

// Vite fingerprints every clip and poster the glob finds; content names clips only.
const files = import.meta.glob<string>("../assets/video/*.{mp4,webm,webp}", {
  eager: true,
  query: "?url",
  import: "default",
});

/** URLs of one self-hosted clip's encodes and poster frame, and its frame size. */
export type ClipSources = {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
};

function videoFile(name: string): string {
  const url = files[`../assets/video/${name}`];
  if (!url) throw new Error(`Missing video file app/assets/video/${name}`);
  return url;
}

/** The encodes and poster of a clip rendered into app/assets/video/; throws if one is missing. */
export function clipSources(clip: VideoClip): ClipSources {
  return {
    webm: videoFile(`${clip}.webm`),
    mp4: videoFile(`${clip}.mp4`),
    poster: videoFile(`${clip}-poster.webp`),
    ...videoSize[clip],
  };
}
