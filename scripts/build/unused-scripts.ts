import { readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { clientFiles, htmlFiles } from "./html-files";
import { attribute, elements, parseHtml, rawText } from "./html.ts";
import { runtimeMeta } from "./runtime-meta";

// A script file named in a page or in another script: `./x.js`, `assets/x.js`, `/assets/x.js`.
const scriptReference = /["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g;

/**
 * The script files a page loads, preloads, imports from an inline module or names as its
 * islands' runtime, by file name.
 */
function pageScripts(html: string): string[] {
  const document = parseHtml(html);
  const scripts = elements(document, "script");
  const named = [
    runtimeMeta(document).runtime,
    ...scripts.map((script) => attribute(script, "src")),
    ...elements(document, "link")
      .filter((link) => attribute(link, "rel") === "modulepreload")
      .map((link) => attribute(link, "href")),
  ];
  const imported = scripts
    .filter((script) => attribute(script, "type") === "module")
    .flatMap((script) =>
      [...rawText(script).matchAll(scriptReference)].map(([, name]) => name),
    );
  return [...named, ...imported].flatMap((src) => (src ? [basename(src)] : []));
}

/**
 * Every script file under `assets` that a page can load: those the pages name, and all
 * they import, statically or on demand, to the end of the chain.
 */
export function reachableScripts(client: string): Set<string> {
  const assets = join(client, "assets");
  const reached = new Set<string>();
  const pending = htmlFiles(client).flatMap((page) =>
    pageScripts(readFileSync(join(client, page), "utf8")),
  );
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    const code = readFileSync(join(assets, name), "utf8");
    for (const [, imported] of code.matchAll(scriptReference))
      if (imported) pending.push(imported);
  }
  return reached;
}

/**
 * Deletes the script files no page can load. React Router builds a browser module for every
 * route and its own boot code; the pages load only the islands' runtime and what it
 * imports (ADR 038), so the rest would only be served to no one.
 */
export function removeUnusedScripts(client: string) {
  const reachable = reachableScripts(client);
  for (const file of clientFiles(join(client, "assets")))
    if (file.endsWith(".js") && !reachable.has(file))
      rmSync(join(client, "assets", file));
}
