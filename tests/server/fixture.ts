import { createHash } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { InlineHashes } from "../../scripts/build/csp-hashes.mjs";
import { postbuild } from "../../scripts/postbuild.mjs";

// Enough text to be worth compressing, like any real page or bundle.
const filler =
  "<p>Statement apparel in two tones, Blunt and Bold.</p>\n".repeat(40);

// The stylesheet is inline on every page, as in the real build (ADR 011).
const inlineStyle = "h1 { font-weight: 700; }";

function page(title: string, inlineScript: string) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${inlineStyle}</style></head><body><h1>${title}</h1>
${filler}<script>${inlineScript}</script>
<script type="module" async="">import "/assets/entry-Xy98Zw76.js";</script>
<script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
}

const inlineScripts = {
  home: 'window.__page = "home";',
  about: 'window.__page = "about";',
  notFound: 'window.__page = "404";',
  module: 'import "/assets/entry-Xy98Zw76.js";',
};

/** Deterministic bytes standing in for a clip, big enough for ranges to matter. */
const video = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => i % 251));

/** What React Router leaves in build/client before the post-build steps run. */
const prerendered: Record<string, string | Buffer> = {
  "index.html": page("Home", inlineScripts.home),
  "about/index.html": page("About", inlineScripts.about),
  "404/index.html": page("Oops! Page not found", inlineScripts.notFound),
  "__spa-fallback.html": page("Loading", inlineScripts.home),
  "assets/entry-Xy98Zw76.js": `export const tones = ["Blunt", "Bold"];\n${"console.info(tones);\n".repeat(80)}`,
  "assets/root-Ab12Cd34.css": `body { color: #0c0c0c; }\n${"h1 { font-weight: 700; }\n".repeat(60)}`,
  // The pages a newsletter form post lands on, with the marks the server fills in.
  "subscribed/index.html": page("You're on the list", inlineScripts.home),
  "signup-error/index.html": page(
    "Check your address",
    inlineScripts.home,
  ).replace(
    "</h1>",
    `</h1><p role="alert" data-signup-problem="">Please enter a valid email address</p>
<form method="post" action="/api/subscribe"><input type="hidden" data-signup-source="" name="source"/>
<input type="email" data-signup-email="" name="email"/></form>`,
  ),
  "check-inbox/index.html": page("Check your inbox", inlineScripts.home),
  "unsubscribed/index.html": page("You're off the list", inlineScripts.home),
  "confirmed/index.html": page("You're in", inlineScripts.home).replace(
    "</h1>",
    `</h1><p class="place" data-queue-place=""></p><a class="share" data-share-link=""></a>`,
  ),
  "unsubscribe/index.html": page("Leaving?", inlineScripts.home).replace(
    "</h1>",
    `</h1><form method="post" data-unsubscribe-action=""><button type="submit">Unsubscribe</button></form>`,
  ),
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  "media/clip.mp4": video,
};

/** A small build run through the real post-build steps, in a temporary project folder. */
export type FixtureBuild = {
  /** The folder `npm start` would run in: it holds `build/`. */
  projectDir: string;
  buildDir: string;
  /** Bytes of a file in the finished build/client, as a server must send them. */
  file: (path: string) => Buffer;
  /** The CSP sources of the inline scripts and styles, computed here independently. */
  inlineHashes: InlineHashes;
  remove: () => void;
};

const cspHash = (source: string) =>
  `sha256-${createHash("sha256").update(source).digest("base64")}`;

export function createFixtureBuild(): FixtureBuild {
  const projectDir = mkdtempSync(join(tmpdir(), "bb-server-"));
  // nginx workers drop root rights and must still read the files.
  chmodSync(projectDir, 0o755);
  const buildDir = join(projectDir, "build");
  for (const [path, content] of Object.entries(prerendered)) {
    const target = join(buildDir, "client", path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  postbuild(buildDir);
  return {
    projectDir,
    buildDir,
    file: (path) => readFileSync(join(buildDir, "client", path)),
    inlineHashes: {
      scripts: Object.values(inlineScripts).map(cspHash).sort(),
      styles: [cspHash(inlineStyle)],
    },
    remove: () => rmSync(projectDir, { recursive: true, force: true }),
  };
}
