import { writeFileSync } from "node:fs";
import { site } from "../../app/content/site";
import { webManifest } from "../../app/lib/web-manifest";
import { palette } from "../art/palette";

/** Where the manifest is served; app/root.tsx links it from every page. */
export const manifestPath = "/manifest.webmanifest";

// Rendered by scripts/art/generate-art.ts into public/.
const icons = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
];

/** Writes the web app manifest from the site config and the brand palette. */
export function writeWebManifest(client: string) {
  const manifest = webManifest({
    brand: site.brand,
    tagline: site.tagline,
    ink: palette.ink,
    icons,
  });
  writeFileSync(
    `${client}${manifestPath}`,
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}
