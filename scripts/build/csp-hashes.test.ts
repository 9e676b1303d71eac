import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes, pageInlineHashes } from "./csp-hashes";

const inlineScriptHashes = (html: string) => inlineHashes(html).scripts;

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of classic and module inline scripts, in order", () => {
    const classic = '\n  window.__ctx = {"a":"</p>"};\n';
    const module = 'import "/assets/entry-Ab12.js";';
    const html = `<head><script>${classic}</script></head><body><script type="module" async="">${module}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(classic), sha256(module)]);
  });

  it("skips external scripts and data blocks, which CSP does not hash", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes an explicitly JavaScript-typed script", () => {
    expect(
      inlineScriptHashes("<script type='text/javascript'>go()</script>"),
    ).toEqual([sha256("go()")]);
  });
});

describe("inlineScriptHashes on markup a regular expression gets wrong", () => {
  it("ignores a script tag inside a comment or an inert template's text", () => {
    const html =
      "<!-- <script>old()</script> --><textarea><script>typed()</script></textarea><script>live()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256("live()")]);
  });

  it("reads a type attribute with odd spacing and case", () => {
    const html =
      '<script TYPE = " Module ">go()</script><script type=application/json>{}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256("go()")]);
  });
});

describe("inlineHashes of stylesheets", () => {
  it("hashes the exact text of each style element, in order, and no linked stylesheet", () => {
    const first = ":root{--ink:#0c0c0c}";
    const second = "\n  body { margin: 0 }\n";
    const html = `<head><link rel="stylesheet" href="/a.css"><style>${first}</style></head><body><style media="print">${second}</style></body>`;
    expect(inlineHashes(html).styles).toEqual([sha256(first), sha256(second)]);
  });

  it("ignores a style tag that is only text inside a textarea or a comment", () => {
    const html =
      "<!-- <style>a{}</style> --><textarea><style>b{}</style></textarea>";
    expect(inlineHashes(html).styles).toEqual([]);
  });
});

describe("pageInlineHashes", () => {
  const dir = mkdtempSync(join(tmpdir(), "bb-csp-hashes-"));
  const files = {
    "index.html":
      "<style>a{}</style><script>home()</script><script>boot()</script>",
    "about/index.html":
      "<style>a{}</style><script>boot()</script><script>boot()</script>",
    "favicon.svg": "<svg><script>never()</script></svg>",
  };
  beforeAll(() => {
    for (const [name, html] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), html);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps each HTML page's hashes apart, each once, by the path servers name the page by", () => {
    expect(pageInlineHashes(dir)).toEqual({
      "/about/index.html": {
        scripts: [sha256("boot()")],
        styles: [sha256("a{}")],
      },
      "/index.html": {
        scripts: [sha256("boot()"), sha256("home()")].sort(),
        styles: [sha256("a{}")],
      },
    });
  });
});
