import { describe, expect, it } from "vitest";
import { chunkClosure } from "./react-preloads";

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
