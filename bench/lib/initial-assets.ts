/** What a prerendered page makes the browser fetch before it can hydrate. */
export type InitialAssets = {
  /** Module scripts: preloaded, loaded by `src`, or imported by an inline module script. */
  scripts: string[];
  /** Linked stylesheets. */
  styles: string[];
};

const linkPattern = /<link\b([^>]*)>/gi;
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attributePattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
// Static `import "x"` / `import * as a from "x"` and dynamic `import("x")`.
const importPattern =
  /\bimport\s*(?:\(\s*|[\w*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single] of source.matchAll(attributePattern)) {
    if (name) found.set(name.toLowerCase(), double ?? single ?? "");
  }
  return found;
}

/** Same-origin path of a URL the page references, or null for other origins. */
function localPath(url: string | undefined): string | null {
  if (!url?.startsWith("/") || url.startsWith("//")) return null;
  return url.replace(/[?#].*$/, "");
}

/** Root-relative URLs of the module scripts and stylesheets a page loads up front, deduplicated. */
export function initialAssets(html: string): InitialAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (into: Set<string>, url: string | undefined) => {
    const path = localPath(url);
    if (path) into.add(path);
  };

  for (const [, attributeSource = ""] of html.matchAll(linkPattern)) {
    const attrs = attributes(attributeSource);
    const rel = attrs.get("rel")?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes("modulepreload")) add(scripts, attrs.get("href"));
    if (rel.includes("stylesheet")) add(styles, attrs.get("href"));
  }
  for (const [, attributeSource = "", body = ""] of html.matchAll(
    scriptPattern,
  )) {
    const attrs = attributes(attributeSource);
    if (attrs.get("type") !== "module") continue;
    add(scripts, attrs.get("src"));
    for (const [, specifier] of body.matchAll(importPattern))
      add(scripts, specifier);
  }
  return { scripts: [...scripts], styles: [...styles] };
}
