import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.mjs";
import { withBootAfterLoad } from "./boot-after-load.mjs";

const bootModule = ' import "/a.js";\nimport("/entry.js");';
const page =
  '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body><h1>Hi</h1>' +
  `<script type="module" async="">${bootModule}</script><script>done()</script></body>`;

describe("withBootAfterLoad", () => {
  const parked = withBootAfterLoad(page);

  it("moves the module preloads and the boot module into an inert template", () => {
    expect(parked).toContain(
      '<head><link rel="stylesheet" href="/s.css"/></head><body><h1>Hi</h1>' +
        '<template id="boot"><link rel="modulepreload" href="/a.js"/>' +
        `<link rel="modulepreload" href="/b.js"/><script type="module">${bootModule}</script></template>`,
    );
    expect(parked).toMatch(/<\/template><script>\(function bootAfterLoad\(\)/);
    expect(parked.endsWith("<script>done()</script></body>")).toBe(true);
  });

  it("keeps the boot module's text, so the CSP hash it runs under is in the page", () => {
    const [bootHash] = inlineScriptHashes(
      `<script type="module">${bootModule}</script>`,
    );
    expect(inlineScriptHashes(parked)).toContain(bootHash);
  });

  it("leaves a page without a boot module, or one already parked, as it is", () => {
    const plain = '<head><link rel="stylesheet" href="/s.css"/></head>';
    expect(withBootAfterLoad(plain)).toBe(plain);
    expect(withBootAfterLoad(parked)).toBe(parked);
  });
});
