import { describe, expect, it } from "vitest";
import { defaultRuns, resultsFile, runsFrom } from "./results-file";

describe("runsFrom", () => {
  it("reads --runs=N, or the default", () => {
    expect(runsFrom(["--runs=3"])).toBe(3);
    expect(runsFrom(["--skip-build"])).toBe(defaultRuns);
    expect(runsFrom(["--skip-build"], 3)).toBe(3);
  });
});

describe("resultsFile", () => {
  it("keeps a full pass as the latest results", () => {
    expect(resultsFile([], "json")).toBe("bench/results/latest.json");
    expect(
      resultsFile(["--skip-build", `--runs=${defaultRuns + 2}`], "md"),
    ).toBe("bench/results/latest.md");
  });

  it("writes a pass over some routes or with fewer runs apart", () => {
    expect(resultsFile(["--routes=/"], "json")).toBe(
      "bench/results/partial.json",
    );
    expect(resultsFile([`--runs=${defaultRuns - 1}`], "md")).toBe(
      "bench/results/partial.md",
    );
  });
});
