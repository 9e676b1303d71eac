/** Every performance target of the site, in one place: the budget test and the bench read them. */

const kilobyte = 1024;

/** Largest gzip size (bytes) of what a route's HTML makes the browser fetch before it is interactive. */
export const byteBudgets = {
  /** Module scripts the home page preloads or imports. */
  homeInitialJs: 130 * kilobyte,
  /**
   * Module scripts any other page preloads or imports. 105 KB of it is React and the router;
   * raised from 120 KB when every page gained the launch list's form and consent line, one
   * launch state and tap-to-hydrate (about 2 KB together), and to 123 KB when every chunk
   * gained V8's compile hint (a 29-byte comment, ~30 bytes gzip in each of six chunks).
   */
  otherInitialJs: 123 * kilobyte,
  /**
   * CSS of any page: what its first paint waits for (inline and linked), and on its own the
   * full stylesheet its boot code links before hydration (ADR 015).
   */
  css: 15 * kilobyte,
  /**
   * The owners' dashboard's own code, its chart library included: everything /admin loads
   * that no public page does, up front or on demand.
   */
  ownerJs: 60 * kilobyte,
} as const;

/** The initial-JS budget of the page at `path`. */
export function initialJsBudget(path: string): number {
  if (path === "/") return byteBudgets.homeInitialJs;
  if (isOwnerPath(path))
    return byteBudgets.otherInitialJs + byteBudgets.ownerJs;
  return byteBudgets.otherInitialJs;
}

/** The owners' pages (/admin and below). */
export const isOwnerPath = (path: string) =>
  path === "/admin" || path.startsWith("/admin/");

/**
 * The launch list under load (`npm run bench:load`), on the embedded SQLite with every signup
 * synced to disk before its answer: signups alone at full speed, then static pages measured
 * alone and again while signups arrive at `minSignupsPerSecond`.
 */
export const signupLoadTargets = {
  connections: 50,
  minSignupsPerSecond: 1500,
  maxP99Ms: 50,
  /** Share of the static pages' requests/s they may lose while signups run. */
  maxStaticLoss: 0.1,
} as const;

/** Lighthouse targets per route, checked against the median of the runs. */
export const lighthouseTargets = {
  /** Category scores, 0-100. */
  minScore: {
    performance: 98,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
  /** Largest Contentful Paint, milliseconds. */
  maxLcpMs: 1500,
  /** Total Blocking Time, milliseconds. */
  maxTbtMs: 50,
  /** Cumulative Layout Shift, unitless. */
  maxCls: 0.01,
  /** Bytes a page transfers before its background video starts loading. */
  maxBytesBeforeVideo: 350 * kilobyte,
} as const;

/** Score categories Lighthouse reports, in table order. */
export type Category = keyof typeof lighthouseTargets.minScore;

/**
 * Audits a correct 404 page fails by design, left out of its scores; every other audit counts.
 * It is `noindex` (is-crawlable), answers 404 (http-status-code), and Chrome logs that failed
 * document load plus the 404 error the spec asks for to the console (errors-in-console).
 */
export const notFoundExemptAudits = [
  "is-crawlable",
  "http-status-code",
  "errors-in-console",
] as const;

/**
 * A visitor who taps the chat button as soon as it paints, on slow 4G with a 4x slower CPU,
 * has a usable chat text box within this long of navigation (median of fresh-browser runs).
 */
export const chatTapTarget = {
  maxUsableMs: 1300,
  runs: 5,
  /** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
  network: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 },
  cpuSlowdown: 4,
} as const;

/**
 * Against an earlier build measured on the same machine in the same run
 * (`npm run bench:compare`): how much later the mobile LCP of a route may come.
 */
export const comparisonTargets = {
  maxLcpRegressionMs: 50,
} as const;
