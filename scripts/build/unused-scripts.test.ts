import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { removeUnusedScripts } from "./unused-scripts";

function site(files: Record<string, string>) {
  const client = mkdtempSync(join(tmpdir(), "unused-scripts-"));
  mkdirSync(join(client, "assets"));
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(client, name), text);
  return client;
}

describe("removeUnusedScripts", () => {
  it("keeps what the pages load, preload or import, to the end of the chain, and deletes the rest", () => {
    const client = site({
      "index.html": `<script type="module" src="/assets/entry-1.js"></script>
        <link rel="modulepreload" href="/assets/shared-2.js">`,
      "about.html": `<script type="module">import "/assets/inline-3.js";</script>`,
      "assets/entry-1.js": `import "./static-4.js";const m=()=>["assets/lazy-5.js"];import("./lazy-5.js")`,
      "assets/shared-2.js": "",
      "assets/inline-3.js": "",
      "assets/static-4.js": "",
      "assets/lazy-5.js": "",
      "assets/route-6.js": `import "./static-4.js"`,
      "assets/app-7.css": "",
    });
    removeUnusedScripts(client);
    expect(readdirSync(join(client, "assets")).sort()).toEqual([
      "app-7.css",
      "entry-1.js",
      "inline-3.js",
      "lazy-5.js",
      "shared-2.js",
      "static-4.js",
    ]);
  });
});
