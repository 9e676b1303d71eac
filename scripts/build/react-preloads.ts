import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  HYDRATES_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
} from "../../app/islands/markup";
import { htmlFiles } from "./html-files";
import { attribute, elements, parseHtml } from "./html.ts";
import { runtimeMeta } from "./runtime-meta";

/** What the build's `.vite/manifest.json` says of each chunk that the preloads read. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The module every React island hydrates through: it imports React itself. */
export const hydrationModule = "app/islands/hydrate.tsx";

/**
 * The address of `key`'s chunk and of every chunk it imports statically, to the end of the
 * chain, in the order they are reached.
 */
export function chunkClosure(manifest: ViteManifest, key: string): string[] {
  const reached = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk) throw new Error(`No chunk ${at} in the build's manifest`);
    const url = `/${chunk.file}`;
    if (reached.has(url)) return;
    reached.add(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...reached];
}

/**
 * `html` with React's modules named on its runtime's `<meta>` (`REACT_IMPORTS_ATTRIBUTE`) when
 * the page holds a React island (the prerender marks its element with `HYDRATES_ATTRIBUTE`):
 * `react`, less what the runtime imports itself. Only the attribute is added; every other
 * byte stays as built. `html` itself when the page holds no React island.
 */
export function withReactPreloads(html: string, react: string[]): string {
  const document = parseHtml(html, { locations: true });
  const hasIsland = elements(document).some(
    (element) => attribute(element, HYDRATES_ATTRIBUTE) !== undefined,
  );
  if (!hasIsland) return html;
  const { element: meta, imports } = runtimeMeta(document);
  const at = meta?.sourceCodeLocation?.startTag?.startOffset;
  if (at === undefined)
    throw new Error(`A page holds a React island but no ${RUNTIME_META}`);
  const preloads = react.filter((url) => !imports.includes(url));
  const after = at + "<meta".length;
  return `${html.slice(0, after)} ${REACT_IMPORTS_ATTRIBUTE}="${preloads.join(" ")}"${html.slice(after)}`;
}

/**
 * Names on each page with a React island the modules a tap on it needs beside the runtime:
 * React and the hydration code (`withReactPreloads`). Only the client build's manifest knows
 * their addresses, so this is written after the prerender. The head's inline script preloads
 * them at a tap that comes before the runtime, so React's 58 KB start with the tap rather than
 * a round trip later. Then deletes the manifest, which is no file to serve.
 */
export function writeReactPreloads(client: string) {
  const manifestDir = join(client, ".vite");
  const manifest = JSON.parse(
    readFileSync(join(manifestDir, "manifest.json"), "utf8"),
  ) as ViteManifest;
  const react = chunkClosure(manifest, hydrationModule);
  for (const page of htmlFiles(client)) {
    const path = join(client, page);
    const html = readFileSync(path, "utf8");
    let written: string;
    try {
      written = withReactPreloads(html, react);
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    if (written !== html) writeFileSync(path, written);
  }
  rmSync(manifestDir, { recursive: true });
}
