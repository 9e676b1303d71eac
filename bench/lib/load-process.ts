// One autocannon load in a process of its own. A load generator is single-threaded: two loads
// run side by side on one event loop slow each other down, and the slowdown reads as a slower
// server. In their own processes each only competes for the CPU, as separate clients would.
// (Not a worker thread: autocannon inside one returns raw histograms for a parent to merge.)
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * What a load thread runs: static GETs of `path`, signups of new addresses, or visit pings
 * from many visitors (a server with TRUST_PROXY=1 reads each one's address).
 */
export type Load = {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
} & ({ kind: "page"; path: string } | { kind: "signups" } | { kind: "pings" });

/** A person's browser: what `isbot` lets through. */
const personAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const pingPaths = [
  "/",
  "/news",
  "/collections",
  "/blog",
  "/countdown",
  "/about",
];
const pingSources = ["tiktok", "instagram", "newsletter", "", "", "x"];

/** The n-th ping of a launch day: a visitor among 250,000, a page and a campaign. */
function nthPing(n: number) {
  const visitor = (n * 2_654_435_761) % 250_000;
  return {
    address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    body: JSON.stringify({
      kind: "view",
      path: pingPaths[n % pingPaths.length],
      device: n % 3 === 0 ? "desktop" : "phone",
      ...(pingSources[visitor % pingSources.length]
        ? { utm_source: pingSources[visitor % pingSources.length] }
        : {}),
    }),
  };
}

/**
 * The parts of autocannon's result the bench reads.
 */
export type LoadResult = Pick<
  autocannon.Result,
  "errors" | "timeouts" | "statusCodeStats"
> & {
  requests: { average: number; total: number };
  latency: { p99: number };
};

function optionsFor(load: Load): autocannon.Options {
  const { url, connections, duration, overallRate } = load;
  const common = { connections, duration, overallRate };
  if (load.kind === "page") {
    return {
      ...common,
      url: url + load.path,
      // What a browser sends: the server answers with its precompressed brotli twins.
      headers: { "accept-encoding": "gzip, deflate, br" },
    };
  }
  if (load.kind === "pings") {
    let pingNumber = 0;
    return {
      ...common,
      url,
      requests: [
        {
          method: "POST",
          path: "/api/visit",
          setupRequest: (request) => {
            const { address, body } = nthPing(pingNumber++);
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                origin: url,
                "sec-fetch-site": "same-origin",
                "user-agent": personAgent,
                "x-forwarded-for": address,
              },
              body,
            };
          },
        },
      ],
    };
  }
  // Every signup is a new address, as on a launch day.
  let signupNumber = 0;
  return {
    ...common,
    url,
    requests: [
      {
        method: "POST",
        path: "/api/subscribe",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            email: `bench-${Date.now()}-${signupNumber++}@mail.test`,
            source: "home",
          }),
        }),
      },
    ],
  };
}

const self = fileURLToPath(import.meta.url);

/** Runs `load` in a new process and resolves with its result. */
export function runLoad(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", self, JSON.stringify(load)],
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}

if (process.argv[1] === self) {
  const result = await autocannon(
    optionsFor(JSON.parse(String(process.argv[2]))),
  );
  process.stdout.write(
    JSON.stringify({
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodeStats: result.statusCodeStats,
      requests: {
        average: result.requests.average,
        total: result.requests.total,
      },
      latency: { p99: result.latency.p99 },
    }),
  );
}
