/** Every performance target of the site, in one place: the budget test and the bench read them. */

const kilobyte = 1024;

/** Largest gzip sizes (bytes) of what a page makes the browser fetch. */
export const byteBudgets = {
  /**
   * The islands' runtime and its imports: the only module scripts a page loads before its
   * first paint (ADR 038), on every page: 4.5 KB since the inline script's source left them
   * (ADR 030), 4.6 KB with the background video's two islands in the catalog (ADR 031),
   * 4.7 KB once it kept each held click's event, so a press plain DOM code answered is not
   * replayed (ADR 033), and ran an island's `prepare` as it wakes (the chat's clock);
   * 4.8 KB once it started each island in a task of its own (ADR 035); 4.6 KB with its
   * shared imports in one chunk, one preload instead of four.
   */
  runtimeJs: 4.6 * kilobyte,
  /**
   * Every script a public page has loaded on a phone once it has settled, before any
   * interaction: the runtime and the islands that wake by themselves. The most is `/`, 9.6 KB
   * in 19 files, with no React: its carousel wakes only within half a screen (ADR 028), and
   * its video's button turns to play without React for a visitor who asks to save data or
   * for less motion, as the tests' browser does (ADR 032; 77 KB before).
   */
  beforeInteractionJs: 12 * kilobyte,
  /**
   * The same on a page where no React island wakes by itself (ADRs 024 and 025): the runtime
   * and the React-free islands' code (a countdown's is 2.5 KB with the clock and the launch
   * date), and no React.
   */
  reactFreeJs: 10 * kilobyte,
  /**
   * CSS of any page: what its first paint waits for (inline and linked), and on its own the
   * full stylesheet the islands' runtime links before the first island hydrates (ADR 015).
   */
  css: 15 * kilobyte,
  /**
   * The owners' dashboard's own code, its chart library included: what the dashboard island
   * loads beyond React, up front or on demand.
   */
  ownerJs: 60 * kilobyte,
} as const;

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

/**
 * Lighthouse targets per route, checked against the median of the runs; the mobile preset
 * runs at the CPU multiplier calibrated for the host (`bench/lib/cpu-multiplier.ts`).
 */
export const lighthouseTargets = {
  /** Category scores, 0-100. */
  minScore: {
    performance: 100,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
  },
  /** Largest Contentful Paint, milliseconds. */
  maxLcpMs: 1200,
  /** Total Blocking Time, milliseconds. */
  maxTbtMs: 50,
  /** Total Blocking Time with every script blocked: what the document itself costs. */
  maxTbtNoScriptsMs: 30,
  /** Cumulative Layout Shift, unitless. */
  maxCls: 0.01,
  /** Bytes a page transfers before its background video starts loading. */
  maxBytesBeforeVideo: 350 * kilobyte,
  /**
   * Bytes of a page's document as transferred, response headers included: TCP's first window
   * on a new connection (10 segments of 1,460 bytes). A byte more and slow 4G waits a round
   * trip, 150 ms, before the rest of the page arrives and anything paints.
   */
  maxDocumentBytes: 10 * 1460,
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
 * A visitor who taps the chat button as soon as it paints, on slow 4G with the CPU slowed by
 * the multiplier calibrated for the host, has a usable chat text box within this long of the
 * tap (median of fresh-browser runs).
 */
export const chatTapTarget = {
  maxUsableMs: 1000,
  runs: 5,
} as const;

/**
 * Interaction to next paint of what visitors do most (`npm run bench:interactions`), on the
 * calibrated slow phone: the worst of the interaction's events, median over the runs.
 */
export const interactionTargets = {
  maxInpMs: 200,
  runs: 5,
} as const;

/**
 * Against an earlier build measured on the same machine in the same run
 * (`npm run bench:compare`): how much later the mobile LCP of a route may come.
 */
export const comparisonTargets = {
  maxLcpRegressionMs: 50,
} as const;

/**
 * `npm run bench:scale`: what every request and command may cost with 1,000,000 subscribers,
 * on either engine (ms, s and MB as each figure names), how much a per-request figure may
 * grow from 10,000 to 1,000,000, and the share of an empty list's signup rate kept.
 */
export const scaleTargets = {
  atMost: {
    "confirm p95 (ms)": 50,
    "GET / p99 during clicks (ms)": 50,
    "place on the confirmed page p95 (ms)": 50,
    "unsubscribe p95 (ms)": 50,
    "overview p95 (ms)": 250,
    "subscriber record p95 (ms)": 50,
    "search, one address p95 (ms)": 50,
    "search, most addresses p95 (ms)": 50,
    "questions, outbox, broadcasts p95 (ms)": 50,
    "export over HTTP: first row (ms)": 1000,
    "export over HTTP: whole list (s)": 30,
    "export, command line: first row (ms)": 1000,
    "export, command line: whole list (s)": 30,
    "export, command line: peak RSS (MB)": 250,
    "broadcast start, everyone (s)": 60,
    "broadcast start: peak RSS (MB)": 250,
    "server peak RSS (MB)": 300,
    "start-up (ms)": 5000,
    "count of the list (ms)": 60_000,
  } as Record<string, number>,
  ratio: 3,
  signupShare: 0.9,
};

/**
 * The visit ping on a viral day (`npm run bench:visits`): pings at this rate beside signups at
 * the launch day's rate (`signupLoadTargets.minSignupsPerSecond`) answer within the p99, and
 * the signups keep this share of the rate they reach alone. At full speed the signups and the
 * pings share the host's cores, and the bench reports what the signups keep then.
 */
export const visitLoadTargets = {
  pingsPerSecond: 2000,
  maxP99Ms: 50,
  minSignupShare: 0.9,
} as const;
