// How a function written in TypeScript becomes a page's inline script: called with its
// arguments, minified by esbuild at prerender. Only the prerender runs this (esbuild is a
// build tool): the page gets the bytes, and its CSP hash is taken from the built HTML.
import { createRequire } from "node:module";
import type * as Esbuild from "esbuild";

// Loaded at the first call, in the prerender only: a component test that renders the layout
// without the head's script never loads esbuild (it refuses jsdom's globals).
const esbuild = () =>
  createRequire(import.meta.url)("esbuild") as typeof Esbuild;

/**
 * The source of one call of `run` with `args`, checked against its parameters. `run` must use
 * nothing but its parameters and the browser's globals: only its own text goes in the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's own parameters
export function scriptCall<Run extends (...args: any[]) => void>(
  run: Run,
  args: Readonly<Parameters<Run>>,
) {
  return `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;
}

/** The calls as one inline script, minified. */
export function inlineScript(...calls: string[]) {
  return esbuild()
    .transformSync(calls.join("\n"), {
      minify: true,
      target: "es2022",
      loader: "js",
    })
    .code.trim()
    .replace(/;$/, "");
}
