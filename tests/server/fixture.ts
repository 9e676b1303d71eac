import { createHash } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { InlineHashes } from "../../scripts/build/csp-hashes";
import { hydrationModule } from "../../scripts/build/react-preloads";
import { postbuild } from "../../scripts/postbuild";

// Enough text to be worth compressing, like any real page or bundle.
const filler =
  "<p>Statement apparel in two tones, Blunt and Bold.</p>\n".repeat(40);

// The stylesheet is inline on every page, as in the real build (ADR 011), next to a module
// script every page shares; each page also has an inline script and style of its own, so a
// page's policy can be told from another's.
const sharedStyle = "h1 { font-weight: 700; }";
const sharedScript = 'import "/assets/entry-Xy98Zw76.js";';
const ownScript = (title: string) =>
  `window.__page = ${JSON.stringify(title)};`;
const ownStyle = (title: string) =>
  `h1::after { content: ${JSON.stringify(title)}; }`;

function page(title: string, marks = "") {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>${sharedStyle}</style><style>${ownStyle(title)}</style></head><body><h1>${title}</h1>${marks}
${filler}<script>${ownScript(title)}</script>
<script type="module" async="">${sharedScript}</script>
<script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
}

/**
 * The pages of the finished build by their path in build/client, each with its title; the
 * launch-list pages carry the marks the server fills in.
 */
const pages: Record<string, [title: string, marks?: string]> = {
  "/index.html": ["Home"],
  "/about/index.html": ["About"],
  "/404.html": ["Oops! Page not found"],
  // The pages a newsletter form post lands on.
  "/subscribed/index.html": ["You're on the list"],
  "/signup-error/index.html": [
    "Check your address",
    `<p role="alert" data-signup-problem="">Please enter a valid email address</p>
<form method="post" action="/api/subscribe"><input type="hidden" data-signup-source="" name="source"/>
<input type="email" data-signup-email="" name="email"/></form>`,
  ],
  "/check-inbox/index.html": ["Check your inbox"],
  "/unsubscribed/index.html": ["You're off the list"],
  "/confirmed/index.html": [
    "You're in",
    `<p class="place" data-queue-place=""></p><a class="share" data-share-link=""></a>`,
  ],
  "/confirm/index.html": [
    "One more click",
    `<form method="post" data-link-action=""><button type="submit">Confirm my address</button></form>`,
  ],
  "/unsubscribe/index.html": [
    "Leaving?",
    `<form method="post" data-link-action=""><button type="submit">Unsubscribe</button></form>`,
  ],
};

/** Every page of the fixture build, by its path in build/client. */
export const fixturePages = Object.keys(pages);

/** Deterministic bytes standing in for a clip, big enough for ranges to matter. */
const video = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => i % 251));

/** What React Router leaves in build/client before the post-build steps run. */
const prerendered: Record<string, string | Buffer> = {
  ...Object.fromEntries(
    Object.entries(pages).map(([path, [title, marks]]) => [
      // React Router writes the 404 page as a route; a post-build step moves it.
      path === "/404.html" ? "404/index.html" : path.slice(1),
      page(title, marks),
    ]),
  ),
  "__spa-fallback.html": page("Loading"),
  "assets/entry-Xy98Zw76.js": `export const tones = ["Blunt", "Bold"];\n${"console.info(tones);\n".repeat(80)}`,
  "assets/root-Ab12Cd34.css": `body { color: #0c0c0c; }\n${"h1 { font-weight: 700; }\n".repeat(60)}`,
  "favicon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  // An icon directory with no images: enough for the type it is served with.
  "favicon.ico": Buffer.from([0, 0, 1, 0, 0, 0]),
  "media/clip.mp4": video,
  // The bundler's manifest, which the build reads for React's chunks and then deletes.
  ".vite/manifest.json": JSON.stringify({
    [hydrationModule]: { file: "assets/entry-Xy98Zw76.js" },
  }),
};

/** A small build run through the real post-build steps, in a temporary project folder. */
export type FixtureBuild = {
  /** The folder `npm start` would run in: it holds `build/`. */
  projectDir: string;
  buildDir: string;
  /** Bytes of a file in the finished build/client, as a server must send them. */
  file: (path: string) => Buffer;
  /**
   * The CSP sources of each page's inline scripts and styles, by the page's path in
   * build/client (`/about/index.html`), computed here independently.
   */
  inlineHashes: Record<string, InlineHashes>;
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
  // The bundled server (build/server/main.js) imports its packages from node_modules.
  symlinkSync(
    fileURLToPath(new URL("../../node_modules", import.meta.url)),
    join(projectDir, "node_modules"),
  );
  return {
    projectDir,
    buildDir,
    file: (path) => readFileSync(join(buildDir, "client", path)),
    inlineHashes: Object.fromEntries(
      Object.entries(pages).map(([path, [title]]) => [
        path,
        {
          scripts: [ownScript(title), sharedScript].map(cspHash).sort(),
          styles: [sharedStyle, ownStyle(title)].map(cspHash).sort(),
        },
      ]),
    ),
    remove: () => rmSync(projectDir, { recursive: true, force: true }),
  };
}
