import { describe, expect, it } from "vitest";
import { initialAssets } from "./initial-assets";

describe("initialAssets", () => {
  it("collects preloaded and inline-imported module scripts once each", () => {
    const html = `<head>
      <link rel="modulepreload" href="/assets/manifest-1.js"/>
      <link rel="modulepreload" href="/assets/root-2.js"/>
      <link rel="stylesheet" href="/assets/root-3.css"/>
      <link rel="icon" href="/favicon.svg"/>
      <style>body{margin:0}</style>
    </head><body>
      <script>window.inline = true;</script>
      <script type="module" async="">import "/assets/manifest-1.js";
      import * as route0 from "/assets/root-2.js";
      import("/assets/entry.client-4.js");</script>
    </body>`;
    expect(initialAssets(html)).toEqual({
      scripts: [
        "/assets/manifest-1.js",
        "/assets/root-2.js",
        "/assets/entry.client-4.js",
      ],
      styles: ["/assets/root-3.css"],
      bootStyles: [],
      inlineStyles: ["body{margin:0}"],
    });
  });

  it("counts the islands' runtime its meta names, and tells the full stylesheet from one the first paint waits for", () => {
    const html = `<head><link rel="stylesheet" href="/assets/now.css"/>
      <meta name="islands-runtime" content="/assets/entry.client-1.js" data-stylesheet="/assets/full.css"/>
    </head>`;
    const { scripts, styles, bootStyles } = initialAssets(html);
    expect({ scripts, styles, bootStyles }).toEqual({
      scripts: ["/assets/entry.client-1.js"],
      styles: ["/assets/now.css"],
      bootStyles: ["/assets/full.css"],
    });
  });

  it("counts module scripts by src and ignores classic scripts and data", () => {
    const html = `<script type="module" src='/assets/app.js?v=1'></script>
      <script src="/assets/legacy.js"></script>
      <script type="application/ld+json">{"import": "/not-a-script.js"}</script>`;
    expect(initialAssets(html).scripts).toEqual(["/assets/app.js"]);
  });

  it("leaves out assets from other origins", () => {
    const html = `<link rel="stylesheet" href="https://cdn.example.com/x.css"/>
      <link rel="modulepreload" href="//cdn.example.com/y.js"/>`;
    expect(initialAssets(html)).toEqual({
      scripts: [],
      styles: [],
      bootStyles: [],
      inlineStyles: [],
    });
  });
});
