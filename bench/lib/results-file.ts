/** Lighthouse runs per route and preset unless `--runs=N` says otherwise. */
export const defaultRuns = 5;

/** The runs `--runs=N` asks for, or `fallback`. */
export function runsFrom(args: readonly string[], fallback = defaultRuns) {
  const runs = args
    .find((arg) => arg.startsWith("--runs="))
    ?.slice("--runs=".length);
  return runs === undefined ? fallback : Number(runs);
}

/**
 * Where `bench:lighthouse` writes its results, and `npm run bench` reads the multiplier it
 * calibrated: `bench/results/latest.*` for a full pass (every route, at least the default
 * runs), which the repository keeps; `bench/results/partial.*` for a quicker look (some
 * routes or fewer runs), which it ignores, so a quick look never replaces the full table.
 */
export function resultsFile(args: readonly string[], extension: "json" | "md") {
  const partial =
    args.some((arg) => arg.startsWith("--routes=")) ||
    runsFrom(args) < defaultRuns;
  return `bench/results/${partial ? "partial" : "latest"}.${extension}`;
}
