// Writes every generated artwork file; run with `npx tsx scripts/art/generate-art.ts`.
// SVG everywhere it can be; PNG only where platforms require a bitmap (share card, icons).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { vectorArtwork } from "./artwork";
import { favicon, shareCard, touchIcon } from "./brand-art";
import { ico } from "./ico";
import { openRasterizer } from "./raster";

function write(path: string, data: string | Uint8Array) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

for (const [path, svg] of vectorArtwork()) write(path, svg);

const rasterizer = await openRasterizer();
try {
  write(
    "public/og-image.png",
    await rasterizer.render({ svg: shareCard(), width: 1200, height: 630 }),
  );
  // iOS takes the 180 px one from <link rel="apple-touch-icon">; the web app manifest
  // (public/manifest.webmanifest) lists the sizes Android asks for.
  for (const [path, size] of [
    ["public/apple-touch-icon.png", 180],
    ["public/icon-192.png", 192],
    ["public/icon-512.png", 512],
  ] as const)
    write(
      path,
      await rasterizer.render({ svg: touchIcon(), width: size, height: size }),
    );
  const tab = [];
  for (const size of [16, 32, 48])
    tab.push({
      size,
      png: await rasterizer.render({
        svg: favicon(),
        width: size,
        height: size,
      }),
    });
  write("public/favicon.ico", ico(tab));
} finally {
  await rasterizer.close();
}
