import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { notFoundPath } from "../../app/content/pages";
import { byteBudgets } from "../targets";
import { initialAssets } from "./initial-assets";

/** One route's up-front bytes, gzip level 9, against its budgets. */
export type RouteBytes = {
  path: string;
  scripts: string[];
  styles: string[];
  jsGzip: number;
  /** What the first paint waits for: linked stylesheets and inline ones, each gzipped. */
  cssGzip: number;
  /** The full stylesheet the islands' script names, which the first island waits for (ADR 015). */
  bootCssGzip: number;
  jsBudget: number;
  cssBudget: number;
};

/** The prerendered HTML file of a route, relative to the client build folder. */
export function htmlFileFor(path: string): string {
  if (path === notFoundPath) return "404.html";
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

// A static import or re-export in a built module (`import{a}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`). A dynamic `import("./x.js")` loads later, on demand, and is not counted.
const staticImportPattern =
  /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g;

/**
 * `scripts` and every module they import statically, at any depth: what the browser fetches
 * before the page can hydrate, whether or not the HTML hints the deeper ones.
 */
export function withStaticImports(
  clientDir: string,
  scripts: readonly string[],
): string[] {
  const found = new Set(scripts);
  for (const script of found) {
    const code = readFileSync(join(clientDir, script), "utf8");
    for (const [, specifier = ""] of code.matchAll(staticImportPattern))
      found.add(new URL(specifier, `http://site${script}`).pathname);
  }
  return [...found];
}

function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/** Measures the scripts and stylesheets each route's HTML loads up front, as served gzipped. */
export function measureInitialBytes(
  clientDir: string,
  paths: readonly string[],
): RouteBytes[] {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(
      `No production build in ${clientDir}: run \`npm run build\` first.`,
    );
  }
  return paths.map((path) => {
    const html = readFileSync(join(clientDir, htmlFileFor(path)), "utf8");
    const {
      scripts: referenced,
      styles,
      bootStyles,
      inlineStyles,
    } = initialAssets(html);
    const scripts = withStaticImports(clientDir, referenced);
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
    const total = (urls: string[]) =>
      sum(urls.map((url) => gzipSize(readFileSync(join(clientDir, url)))));
    return {
      path,
      scripts,
      styles,
      jsGzip: total(scripts),
      cssGzip: total(styles) + sum(inlineStyles.map(gzipSize)),
      bootCssGzip: total(bootStyles),
      jsBudget: byteBudgets.runtimeJs,
      cssBudget: byteBudgets.css,
    };
  });
}
