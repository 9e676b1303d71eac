import type { ArtKind } from "./art-sizes";

// Vite fingerprints every file the glob finds; content refers to artwork by id only.
const files = import.meta.glob<string>("../assets/art/*/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** URL of a content entry's artwork; throws at build time if the file is missing. */
export function artUrl(kind: ArtKind, id: string | number): string {
  const url = files[`../assets/art/${kind}/${id}.svg`];
  if (!url) throw new Error(`Missing artwork app/assets/art/${kind}/${id}.svg`);
  return url;
}
