import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newestChange, planBuild } from "./build-freshness";

describe("planBuild", () => {
  const plan = (
    outputTimes: (number | undefined)[],
    newestSource: number,
    mayRebuild = true,
  ) => planBuild({ outputTimes, newestSource, mayRebuild });

  it("builds when an output is missing, in production too", () => {
    expect(plan([100, undefined], 50, false)).toEqual({
      build: true,
      message: expect.stringMatching(/^No production build found/),
    });
  });

  it("builds again when a source changed after the oldest output and it may", () => {
    expect(plan([100, 300], 200)).toEqual({
      build: true,
      message: expect.stringMatching(/^The source changed/),
    });
  });

  it("serves a stale build as it is, saying so in one line, when it may not rebuild", () => {
    const { build, message } = plan([100, 300], 200, false);
    expect(build).toBe(false);
    expect(message).toMatch(/serving the build as it is/);
    expect(message).not.toContain("\n");
  });

  it("keeps a build that is newer than every source, silently", () => {
    expect(plan([300, 400], 200)).toEqual({ build: false, message: null });
  });
});

describe("newestChange", () => {
  it("finds the newest file at any depth, leaving test files out", () => {
    const root = mkdtempSync(join(tmpdir(), "freshness-"));
    mkdirSync(join(root, "app/deep"), { recursive: true });
    const touch = (path: string, seconds: number) => {
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
