import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { notFoundPath } from "../../app/content/pages";
import { byteBudgets, initialJsBudget } from "../targets";
import { initialAssets } from "./initial-assets";

/** One route's up-front bytes, gzip level 9, against its budgets. */
export type RouteBytes = {
  path: string;
  scripts: string[];
  styles: string[];
  jsGzip: number;
  cssGzip: number;
  jsBudget: number;
  cssBudget: number;
};

/** The prerendered HTML file of a route, relative to the client build folder. */
export function htmlFileFor(path: string): string {
  if (path === notFoundPath) return "404.html";
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
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
    const { scripts, styles } = initialAssets(html);
    const total = (urls: string[]) =>
      urls.reduce((sum, url) => sum + gzipSize(join(clientDir, url)), 0);
    return {
      path,
      scripts,
      styles,
      jsGzip: total(scripts),
      cssGzip: total(styles),
      jsBudget: initialJsBudget(path),
      cssBudget: byteBudgets.css,
    };
  });
}
