import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { upcomingCollections } from "../../app/content/upcoming-collections";
import { videoSize, type VideoClip } from "../../app/content/video-sizes";

const dir = new URL("../../app/assets/video/", import.meta.url);
const kb = 1024;
/** Byte budgets per encode, as the brand set them: 1.5 MB for the backdrop, 600 KB per card clip. */
const budget = {
  background: 1.5 * kb * kb,
  "card-active": 600 * kb,
  "card-streetwear": 600 * kb,
} as const satisfies Record<VideoClip, number>;
const posterBudget = 60 * kb;
const clips = Object.keys(budget) as VideoClip[];

const read = (name: string) => readFileSync(new URL(name, dir));
const bytes = (name: string) => statSync(new URL(name, dir)).size;

/** Width and height from a WebP header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: Buffer) {
  const chunk = file.toString("latin1", 12, 16);
  if (chunk === "VP8 ")
    return {
      width: file.readUInt16LE(26) & 0x3fff,
      height: file.readUInt16LE(28) & 0x3fff,
    };
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return {
    width: file.readUIntLE(24, 3) + 1,
    height: file.readUIntLE(27, 3) + 1,
  };
}

/** Handler types (vide, soun...) of an MP4's tracks. */
function mp4Handlers(file: Buffer) {
  const handlers: string[] = [];
  for (
    let at = file.indexOf("hdlr");
    at >= 0;
    at = file.indexOf("hdlr", at + 4)
  )
    handlers.push(file.toString("latin1", at + 12, at + 16));
  return handlers;
}

/** Frame size from the H.264 sample entry in the track description (the ftyp box names avc1 too). */
function mp4FrameSize(file: Buffer) {
  const at = file.indexOf("avc1", file.indexOf("stsd"));
  return {
    width: file.readUInt16BE(at + 28),
    height: file.readUInt16BE(at + 30),
  };
}

/** Top-level MP4 box types in file order. */
function mp4Boxes(file: Buffer) {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length; at += file.readUInt32BE(at)) {
    boxes.push(file.toString("latin1", at + 4, at + 8));
    if (file.readUInt32BE(at) < 8) break;
  }
  return boxes;
}

describe.each(clips)("%s clip", (clip) => {
  it("keeps the MP4 and the WebM within the byte budget", () => {
    expect(bytes(`${clip}.mp4`)).toBeLessThan(budget[clip]);
    expect(bytes(`${clip}.webm`)).toBeLessThan(budget[clip]);
  });

  it("is a silent, fast-start H.264 MP4 of the declared frame size", () => {
    const file = read(`${clip}.mp4`);
    const boxes = mp4Boxes(file);
    expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    expect(mp4Handlers(file)).toContain("vide");
    expect(mp4Handlers(file)).not.toContain("soun");
    expect(mp4FrameSize(file)).toEqual(videoSize[clip]);
  });

  it("is a silent AV1 WebM", () => {
    const file = read(`${clip}.webm`);
    expect(file.includes("webm")).toBe(true);
    expect(file.includes("V_AV1")).toBe(true);
    expect(file.includes("A_OPUS") || file.includes("A_VORBIS")).toBe(false);
  });

  it("has a small WebP poster the size of the clip's frame", () => {
    const file = read(`${clip}-poster.webp`);
    expect(file.toString("latin1", 8, 12)).toBe("WEBP");
    expect(webpSize(file)).toEqual(videoSize[clip]);
    expect(file.length).toBeLessThan(posterBudget);
  });
});

it("gives every upcoming card's clip a rendered video", () => {
  const named = upcomingCollections.flatMap((card) =>
    "clip" in card ? [card.clip] : [],
  );
  expect(named.length).toBeGreaterThan(0);
  for (const clip of named) expect(clips).toContain(clip);
});
