// Field speed, as visitors' browsers measured it: each sample goes into a bucket, and the
// dashboard reads the 75th percentile of a page's buckets against the "good" thresholds.

export const speedMetrics = ["load", "lcp", "inp", "cls"] as const;
export type SpeedMetric = (typeof speedMetrics)[number];

/**
 * "Good" at the 75th percentile: load time and LCP 2.5 s, INP 200 ms, CLS 0.1 (kept in
 * thousandths, as 100).
 */
export const goodAtP75: Record<SpeedMetric, number> = {
  load: 2500,
  lcp: 2500,
  inp: 200,
  cls: 100,
};

/** The same thresholds as the dashboard shows them: ms, and CLS as the score. */
export const goodThresholds: Record<SpeedMetric, number> = {
  ...goodAtP75,
  cls: goodAtP75.cls / 1000,
};

/** No sample is larger than this (ms, or thousandths of CLS): one is cut to it. */
export const largestSample = 60_000;

/**
 * The lower bound of the bucket a sample falls in: 10 wide up to 1,000, 50 up to 5,000, 500
 * beyond. About 150 buckets cover a minute, each within 10 % of its samples.
 */
export function bucketOf(sample: number) {
  const value = Math.min(Math.max(Math.round(sample), 0), largestSample);
  const width = value < 1000 ? 10 : value < 5000 ? 50 : 500;
  return value - (value % width);
}

/**
 * The 75th percentile of a histogram: the bucket that holds the sample three quarters of the
 * way up, or null with no samples.
 */
export function p75(histogram: { bucket: number; samples: number }[]) {
  const total = histogram.reduce((sum, { samples }) => sum + samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const { bucket, samples } of [...histogram].sort(
    (a, b) => a.bucket - b.bucket,
  )) {
    seen += samples;
    if (seen >= rank) return bucket;
  }
  return null;
}

/** A page's field speed on one device class: each metric's 75th percentile and samples. */
export interface SpeedRow {
  path: string;
  device: string;
  /** ms; CLS as the score itself */
  p75: Record<SpeedMetric, number | null>;
  samples: Record<SpeedMetric, number>;
}

/** The 75th percentiles of histograms by page, device class and metric, busiest page first. */
export function speedRows(
  histograms: readonly {
    path: string;
    device: string;
    metric: string;
    bucket: number;
    samples: number;
  }[],
): SpeedRow[] {
  const groups = new Map<
    string,
    {
      path: string;
      device: string;
      buckets: Map<string, { bucket: number; samples: number }[]>;
    }
  >();
  for (const h of histograms) {
    if (!(speedMetrics as readonly string[]).includes(h.metric)) continue;
    const key = `${h.path}\n${h.device}`;
    const group = groups.get(key) ?? {
      path: h.path,
      device: h.device,
      buckets: new Map(),
    };
    group.buckets.set(h.metric, [...(group.buckets.get(h.metric) ?? []), h]);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map(({ path, device, buckets }) => {
    const of = (metric: SpeedMetric) => buckets.get(metric) ?? [];
    const p75s = Object.fromEntries(
      speedMetrics.map((metric) => {
        const value = p75(of(metric));
        return [
          metric,
          value === null || metric !== "cls" ? value : value / 1000,
        ];
      }),
    ) as Record<SpeedMetric, number | null>;
    const samples = Object.fromEntries(
      speedMetrics.map((metric) => [
        metric,
        of(metric).reduce((n, b) => n + b.samples, 0),
      ]),
    ) as Record<SpeedMetric, number>;
    return { path, device, p75: p75s, samples };
  });
  return rows.sort(
    (a, b) =>
      b.samples.load - a.samples.load ||
      a.path.localeCompare(b.path) ||
      a.device.localeCompare(b.device),
  );
}
