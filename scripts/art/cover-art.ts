import { artSize } from "../../app/content/art-sizes";
import type { NewsArticle } from "../../app/content/news";
import type { BlogPost } from "../../app/content/posts";
import type { UpcomingCollection } from "../../app/content/upcoming-collections";
import { palette } from "./palette";
import { document, el, fill, rotated, stroke } from "./svg";
import { around, faces, fitted, line, widthOf, type Face } from "./type";

/** Colours of one cover: background, type, and the sticker that pops off it. */
type Scheme = { background: string; type: string; sticker: string };

const { ink, paper, accent, bold, blunt } = palette;

/** Covers cycle through these so neighbours in a grid or carousel never match. */
const schemes = [
  { background: accent, type: ink, sticker: bold },
  { background: ink, type: paper, sticker: accent },
  { background: paper, type: ink, sticker: bold },
  { background: bold, type: ink, sticker: paper },
  { background: blunt, type: ink, sticker: accent },
] as const satisfies readonly Scheme[];

/** The scheme for the cover at `index` (0-based) in its series. */
export const schemeAt = (index: number): Scheme =>
  schemes[index % schemes.length] ?? schemes[0];

const upper = (text: string) => text.toUpperCase();
const pad = (value: number) => String(value).padStart(2, "0");

/**
 * `text` and a bullet, repeated as often as fits once around a circle of `radius`, with the
 * tracking opened up so the repeats close the circle exactly.
 */
export function ring(
  face: Face,
  text: string,
  {
    radius,
    size,
    tracking,
  }: { radius: number; size: number; tracking: number },
) {
  const unit = `${text} • `;
  // Around a circle every letter, the last included, is followed by tracking.
  const length = (letters: string, spacing: number) =>
    widthOf(face, letters, size, { tracking: spacing }) + spacing * size;
  const circumference = 2 * Math.PI * radius;
  const repeats = Math.max(
    1,
    Math.floor(circumference / length(unit, tracking)),
  );
  const letters = unit.repeat(repeats);
  const spare = circumference - length(letters, tracking);
  return { letters, tracking: tracking + spare / (letters.length * size) };
}

/** A round sticker: `text` running around the rim and a short `centre` in display type. */
function sticker(
  { cx, cy, radius }: { cx: number; cy: number; radius: number },
  text: string,
  centre: string,
  scheme: Scheme,
) {
  const size = radius * 0.19;
  const rim = radius - size * 1.5;
  const { letters, tracking } = ring(faces.display, text, {
    radius: rim,
    size,
    tracking: 0.1,
  });
  const centreSize = radius * 0.78;
  return rotated(
    -12,
    cx,
    cy,
    el("circle", { cx, cy, r: radius, fill: scheme.sticker }) +
      fill(
        around(faces.display, letters, {
          cx,
          cy,
          radius: rim,
          size,
          tracking,
        }),
        scheme.background === scheme.sticker ? scheme.type : ink,
      ) +
      fill(
        line(faces.display, centre, {
          x: cx,
          y: cy + (faces.display.cap * centreSize) / 2,
          size: centreSize,
          align: "middle",
        }),
        ink,
      ),
  );
}

/** A word set in outline, big enough to span `width`, stacked `rows` times from `top`. */
function echo(
  word: string,
  {
    x,
    top,
    width,
    rows,
  }: { x: number; top: number; width: number; rows: number },
  color: string,
) {
  const size = width / widthOf(faces.display, word, 1);
  const step = size * faces.display.cap * 1.08;
  const d = Array.from({ length: rows }, (_, row) =>
    line(faces.display, word, { x, y: top + step * (row + 1), size }),
  ).join("");
  return stroke(d, color, 1.5, { "stroke-opacity": 0.3 });
}

/** A small caps label in the heavy text face. */
const label = (
  text: string,
  x: number,
  y: number,
  align: "start" | "end",
  color: string,
) =>
  fill(
    line(faces.heavy, upper(text), { x, y, size: 15, align, tracking: 0.14 }),
    color,
  );

/** Carousel card for an upcoming collection: a numbered poster in the series. */
export function upcomingArt(
  card: UpcomingCollection,
  index: number,
  total: number,
) {
  const { width, height } = artSize.upcoming;
  const scheme = schemeAt(index);
  const name = upper(card.name);
  const title = fitted(
    faces.display,
    name,
    { x: 40, y: 420, width: 560, height: 270 },
    {
      align: "start",
      valign: "end",
      leading: 0.06,
    },
  );
  return document(
    artSize.upcoming,
    el("rect", { width, height, fill: scheme.background }) +
      echo(
        name.split(" ")[0] ?? name,
        { x: 40, top: 70, width: 560, rows: 3 },
        scheme.type,
      ) +
      fill(
        line(faces.display, "B&B", { x: 40, y: 52, size: 28 }),
        scheme.type,
      ) +
      label(
        `No. ${pad(index + 1)} / ${pad(total)}`,
        width - 40,
        50,
        "end",
        scheme.type,
      ) +
      sticker(
        { cx: 500, cy: 330, radius: 84 },
        upper(card.status),
        "&",
        scheme,
      ) +
      fill(title.d, scheme.type) +
      el("rect", {
        x: 40,
        y: 714,
        width: width - 80,
        height: 3,
        fill: scheme.type,
      }) +
      label(card.category ?? "Collection", 40, 754, "start", scheme.type) +
      label(card.status, width - 40, 754, "end", scheme.type),
  );
}

/** What an editorial cover needs from a news article or a blog post. */
type Story = Pick<NewsArticle | BlogPost, "title" | "category" | "date">;

/** Cover for a news article or blog post: masthead, category, headline and a sticker. */
export function editorialArt(
  story: Story,
  {
    index,
    masthead,
    stickerText,
  }: { index: number; masthead: string; stickerText: string },
) {
  const { width, height } = artSize.news;
  const scheme = schemeAt(index);
  const title = fitted(
    faces.display,
    upper(story.title),
    { x: 60, y: 150, width: 800, height: 390 },
    {
      align: "start",
      valign: "end",
      leading: 0.05,
      maxLines: 4,
    },
  );
  const pill =
    widthOf(faces.heavy, upper(story.category), 15, { tracking: 0.14 }) + 36;
  const mastheadWidth = widthOf(faces.display, masthead, 34);
  return document(
    artSize.news,
    el("rect", { width, height, fill: scheme.background }) +
      stroke(
        line(faces.display, "&", {
          x: 1010,
          y: 640,
          size: 820,
          align: "middle",
        }),
        scheme.type,
        2,
        {
          "stroke-opacity": 0.22,
        },
      ) +
      fill(
        line(faces.display, masthead, { x: 60, y: 96, size: 34 }),
        scheme.type,
      ) +
      el("rect", {
        x: 84 + mastheadWidth,
        y: 66,
        width: pill,
        height: 32,
        rx: 16,
        fill: scheme.type,
      }) +
      label(
        story.category,
        84 + mastheadWidth + 18,
        88,
        "start",
        scheme.background,
      ) +
      label(
        story.date.replaceAll("-", "."),
        width - 60,
        88,
        "end",
        scheme.type,
      ) +
      sticker(
        { cx: 1010, cy: 330, radius: 110 },
        upper(stickerText),
        pad(index + 1),
        scheme,
      ) +
      fill(title.d, scheme.type) +
      el("rect", {
        x: 60,
        y: 580,
        width: width - 120,
        height: 3,
        fill: scheme.type,
      }) +
      fill(
        line(faces.display, "BLUNT & BOLD", {
          x: 60,
          y: 630,
          size: 26,
          tracking: 0.02,
        }),
        scheme.type,
      ),
  );
}
