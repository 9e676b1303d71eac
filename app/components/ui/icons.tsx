// Decorative glyphs: each control or link around one carries its name. The arrows are drawn
// here, not typed: the brand's fonts have no arrows, so a typed one came from whatever font
// the device had, in its look and size (tests/build/font-coverage.test.ts).
const paths = {
  back: "M19 12H5M11 6l-6 6 6 6",
  forward: "M5 12h14M13 6l6 6-6 6",
  close: "M6 6l12 12M18 6L6 18",
  send: "M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4",
  play: "M8 5v14l11-7z",
  pause: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
} as const;

const filled: ReadonlySet<IconName> = new Set(["play", "pause"]);

export type IconName = keyof typeof paths;

export function Icon({
  name,
  className = "size-5",
}: {
  name: IconName;
  className?: string;
}) {
  const fill = filled.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={fill ? "currentColor" : "none"}
      stroke={fill ? "none" : "currentColor"}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
