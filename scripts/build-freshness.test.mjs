import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newestChange, rebuildReason } from "./build-freshness.mjs";

describe("rebuildReason", () => {
  it("asks for a build when an output is missing", () => {
    expect(rebuildReason([100, undefined], 50)).toMatch(
      /^No production build found/,
    );
  });

  it("asks for a new build when a source changed after the oldest output", () => {
    expect(rebuildReason([100, 300], 200)).toMatch(/^The source changed/);
  });

  it("keeps a build that is newer than every source", () => {
    expect(rebuildReason([300, 400], 200)).toBeNull();
  });
});

describe("newestChange", () => {
  it("finds the newest file at any depth, leaving test files out", () => {
    const root = mkdtempSync(join(tmpdir(), "freshness-"));
    mkdirSync(join(root, "app/deep"), { recursive: true });
    const touch = (path, seconds) => {
      writeFileSync(join(root, path), "");
      utimesSync(join(root, path), seconds, seconds);
    };
    touch("app/a.ts", 1000);
    touch("app/deep/b.tsx", 2000);
    touch("app/deep/b.test.tsx", 9000);
    touch("other.ts", 8000);
    expect(newestChange(root, ["app", "missing"])).toBe(2_000_000);
  });
});
