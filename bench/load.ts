// `npm run bench:load`: autocannon against a freshly started production server (`npm start`,
// which builds first when there is no build) on a free loopback port. Each static target gets
// 100 connections for 20 s. Then the launch list: signups of new addresses alone at full
// speed, and the home page again while signups arrive at the target rate (bench/targets.ts),
// then beside the same rate of unknown paths as a control for the load generators' own share.
// Each load runs in a process of its own (lib/load-process.ts). Prints requests/s and p99
// latency, and exits 1 on any socket error, timeout, status other than the expected one, or
// missed signup target.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../scripts/free-port";
import { exitCode, spawnSite } from "../scripts/spawn-site";
import { openStore } from "../server/store/index";
import { runLoad, type LoadResult } from "./lib/load-process";
import { signupLoadTargets } from "./targets.ts";

const connections = 100;
const durationSeconds = 20;
const signupSeconds = 15;

/** The display face's core cut: a hashed file every page preloads. */
function hashedFont() {
  const name = readdirSync("build/client/assets").find((file) =>
    /^anton-core-.+\.woff2$/.test(file),
  );
  if (!name) throw new Error("No hashed core font in build/client/assets");
  return `/assets/${name}`;
}

function problems(result: LoadResult, expectedStatus: number) {
  const found = [];
  if (result.errors > 0) found.push(`${result.errors} socket errors`);
  if (result.timeouts > 0) found.push(`${result.timeouts} timeouts`);
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (Number(status) !== expectedStatus)
      found.push(`${count} × status ${status}`);
  }
  if (result.requests.total === 0) found.push("no responses");
  return found;
}

// A store of the bench's own, and no rate limit: every connection comes from one address.
const dataDir = mkdtempSync(join(tmpdir(), "bb-bench-launch-list-"));
const port = await freePort();
const site = spawnSite({
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SIGNUP_RATE_LIMIT: "0",
  },
});
const origin = await site.live;
const home = { name: "home page", path: "/", status: 200 };
const unknownPath = {
  name: "unknown path",
  path: "/no-such-page",
  status: 404,
};
const targets = [
  home,
  { name: "hashed asset", path: hashedFont(), status: 200 },
  unknownPath,
];

const signups = (options: { overallRate?: number } = {}) =>
  runLoad({
    kind: "signups",
    url: origin,
    connections: signupLoadTargets.connections,
    duration: signupSeconds,
    ...options,
  });

const pages = (
  target: { path: string },
  duration: number = durationSeconds,
  options: { overallRate?: number } = {},
) =>
  runLoad({
    kind: "page",
    url: origin,
    path: target.path,
    connections,
    duration,
    ...options,
  });

const rows: Record<string, string | number>[] = [];
let failed = false;
/** @param extra problems found beyond the statuses; false for none */
function record(
  label: string,
  result: LoadResult,
  expectedStatus: number,
  extra: (string | false)[] = [],
) {
  const found = [
    ...problems(result, expectedStatus),
    ...extra.filter((problem) => typeof problem === "string"),
  ];
  failed ||= found.length > 0;
  rows.push({
    target: label,
    "requests/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    responses: result.requests.total,
    problems: found.join("; ") || "none",
  });
}

let acknowledged = 0;
try {
  const results = new Map();
  for (const target of targets) {
    const result = await pages(target);
    results.set(target, result);
    record(`${target.name} (${target.path})`, result, target.status);
  }

  const alone = await signups();
  acknowledged += alone.statusCodeStats[200]?.count ?? 0;
  const signupsPerSecond = Math.round(alone.requests.average);
  record(
    `signups alone (${signupLoadTargets.connections} connections)`,
    alone,
    200,
    [
      signupsPerSecond < signupLoadTargets.minSignupsPerSecond &&
        `below ${signupLoadTargets.minSignupsPerSecond} signups/s`,
      alone.latency.p99 > signupLoadTargets.maxP99Ms &&
        `p99 over ${signupLoadTargets.maxP99Ms} ms`,
    ],
  );

  // The home page again, same length, while signups arrive at the target rate beside it.
  const [during, beside] = await Promise.all([
    pages(home, signupSeconds),
    signups({ overallRate: signupLoadTargets.minSignupsPerSecond }),
  ]);
  acknowledged += beside.statusCodeStats[200]?.count ?? 0;
  const before = results.get(home).requests.average;
  const loss = 1 - during.requests.average / before;
  record(
    `home page during signups (loss ${(loss * 100).toFixed(1)} %)`,
    during,
    200,
    [
      loss > signupLoadTargets.maxStaticLoss &&
        `lost more than ${signupLoadTargets.maxStaticLoss * 100} % of its requests/s`,
    ],
  );
  record(
    `signups beside it (${signupLoadTargets.minSignupsPerSecond}/s offered)`,
    beside,
    200,
  );

  // The control: the same rate of the cheapest request there is beside the home page. On a
  // machine where the load generators share the server's cores, this is the part of the
  // loss above that is theirs, not the signups'. Reported, not judged.
  const [control, cheap] = await Promise.all([
    pages(home, signupSeconds),
    pages(unknownPath, signupSeconds, {
      overallRate: signupLoadTargets.minSignupsPerSecond,
    }),
  ]);
  const controlLoss = 1 - control.requests.average / before;
  record(
    `home page beside ${signupLoadTargets.minSignupsPerSecond}/s unknown paths (loss ${(controlLoss * 100).toFixed(1)} %, control)`,
    control,
    200,
  );
  record(`unknown paths beside it (control)`, cheap, unknownPath.status);
} finally {
  site.child.kill("SIGTERM");
  await exitCode(site.child);
}

// Every acknowledged signup must be on the list. A few more may be: posts still in flight when
// a load phase ended were stored, but autocannon no longer counted their answers.
const store = await openStore({ dataDir });
const stored = await store.countSignups();
await store.close();
rmSync(dataDir, { recursive: true, force: true });
const inFlightAtMost = 2 * signupLoadTargets.connections;
const listed =
  stored >= acknowledged && stored <= acknowledged + inFlightAtMost;
failed ||= !listed;

console.log(
  `\n${connections} connections × ${durationSeconds} s per static target, ${signupLoadTargets.connections} × ${signupSeconds} s for signups, against ${origin}`,
);
console.log(
  `${acknowledged} signups acknowledged, ${stored} stored${listed ? "" : ": ✖ acknowledged signups are missing"}.`,
);
console.table(rows);
if (failed) {
  console.error("✖ load check failed: see the problems column");
  process.exit(1);
}
