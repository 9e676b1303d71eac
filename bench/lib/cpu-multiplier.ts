/**
 * The CPU slowdown that makes this host stand for a standard slow phone, from its Lighthouse
 * benchmark index, by Lighthouse's own CPU-throttling calculator (linked from Lighthouse's
 * throttling docs). Its 4x is that phone only on a host of index about 1,000-1,500; a
 * faster host needs more (about 8.7x at 2,750), a slower one less.
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
