import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withStaticImports } from "./initial-bytes";

describe("withStaticImports", () => {
  const client = mkdtempSync(join(tmpdir(), "bb-initial-bytes-"));
  mkdirSync(join(client, "assets"));
  const files: Record<string, string> = {
    "assets/root-1.js":
      'import{a as b}from"./framework-2.js";import"./shared-3.js";',
    "assets/framework-2.js":
      'export*from"./runtime-4.js";const c=()=>import("./lazy-5.js");',
    "assets/shared-3.js": 'import{x}from"/assets/framework-2.js";',
    "assets/runtime-4.js": "export const r=1;",
    "assets/lazy-5.js": "export const l=1;",
  };
  for (const [path, code] of Object.entries(files))
    writeFileSync(join(client, path), code);
  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("adds every module imported statically, at any depth, once", () => {
    expect(withStaticImports(client, ["/assets/root-1.js"]).sort()).toEqual([
      "/assets/framework-2.js",
      "/assets/root-1.js",
      "/assets/runtime-4.js",
      "/assets/shared-3.js",
    ]);
  });

  it("leaves out what is only imported on demand", () => {
    expect(withStaticImports(client, ["/assets/framework-2.js"])).not.toContain(
      "/assets/lazy-5.js",
    );
  });
});
