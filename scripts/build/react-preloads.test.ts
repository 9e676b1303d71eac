import { describe, expect, it } from "vitest";
import {
  HYDRATES_ATTRIBUTE,
  IMPORTS_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
} from "../../app/islands/markup";
import { parseHtml } from "./html.ts";
import { chunkClosure, withReactPreloads } from "./react-preloads";
import { runtimeMeta } from "./runtime-meta";

describe("chunkClosure", () => {
  const manifest = {
    "app/islands/hydrate.tsx": {
      file: "assets/hydrate-1.js",
      imports: ["_runtime-2.js", "_react-3.js"],
    },
    "_react-3.js": { file: "assets/react-3.js", imports: ["_runtime-2.js"] },
    "_runtime-2.js": { file: "assets/runtime-2.js" },
    "_unrelated-4.js": { file: "assets/unrelated-4.js" },
  };

  it("lists the chunk first, then every chunk it imports to the end of the chain, once", () => {
    expect(chunkClosure(manifest, "app/islands/hydrate.tsx")).toEqual([
      "/assets/hydrate-1.js",
      "/assets/runtime-2.js",
      "/assets/react-3.js",
    ]);
  });

  it("refuses a module the build did not emit", () => {
    expect(() => chunkClosure(manifest, "app/islands/gone.tsx")).toThrow(
      /gone\.tsx/,
    );
  });
});

describe("withReactPreloads", () => {
  const react = [
    "/assets/hydrate-1.js",
    "/assets/runtime-2.js",
    "/assets/react-3.js",
  ];
  const head = `<head><meta charset="utf-8"><meta name="${RUNTIME_META}" content="/assets/islands-9.js" ${IMPORTS_ATTRIBUTE}="/assets/runtime-2.js"></head>`;
  const page = (body: string) =>
    `<!doctype html><html>${head}<body>${body}</body></html>`;

  it("names React's modules the runtime does not import on a page with a React island, and changes nothing else", () => {
    const html = page(`<div ${HYDRATES_ATTRIBUTE}="chat">x</div>`);
    const written = withReactPreloads(html, react);
    expect(runtimeMeta(parseHtml(written)).reactImports).toEqual([
      "/assets/hydrate-1.js",
      "/assets/react-3.js",
    ]);
    const added = ` ${REACT_IMPORTS_ATTRIBUTE}="/assets/hydrate-1.js /assets/react-3.js"`;
    expect(written.replace(added, "")).toBe(html);
  });

  it("leaves a page without a React island as built", () => {
    const html = page("<p>a text that names data-hydrates=&quot;&quot;</p>");
    expect(withReactPreloads(html, react)).toBe(html);
  });

  it("refuses a page with a React island but no runtime to preload beside", () => {
    const html = `<!doctype html><html><head></head><body><div ${HYDRATES_ATTRIBUTE}="chat"></div></body></html>`;
    expect(() => withReactPreloads(html, react)).toThrow(RUNTIME_META);
  });
});
