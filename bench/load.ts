// `npm run bench:load [-- --against=<git ref>]`: autocannon against a freshly started
// production server (`npm start`, which builds first when there is no build) on a free
// loopback port. Each static target gets 100 connections for 20 s. Then the launch list:
// signups of new addresses alone at full speed, and rounds of the home page alone, beside
// signups arriving at the target rate (bench/targets.ts) and beside the same rate of unknown
// paths, a control for the load generators' own share. Each load runs in a process of its
// own (lib/load-process.ts). Prints requests/s, p99 latency (medians and the worst p99 over
// the rounds) and the server's CPU, and exits 1 on any socket error, timeout, status other
// than the expected one, or missed signup target. `--against` serves an earlier commit's
// build beside this one and runs every load on both, alternating, so the two meet the host
// alike; only this build is judged.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../scripts/free-port";
import { exitCode, spawnSite } from "../scripts/spawn-site";
import { openStore } from "../server/store/index";
import { runLoad, type LoadResult } from "./lib/load-process";
import { median } from "./lib/medians";
import { pairedLoss } from "./lib/paired-loss";
import { referenceCheckout, short } from "./lib/reference-checkout";
import { startSite } from "./lib/site-server";
import { signupLoadTargets } from "./targets.ts";

const connections = 100;
const durationSeconds = 20;
const signupSeconds = 15;
const lossRounds = 5;
const roundSeconds = 8;

const against = process.argv
  .slice(2)
  .find((arg) => arg.startsWith("--against="))
  ?.slice("--against=".length);

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

/** CPU seconds a process has used, every thread included (Linux's /proc; null elsewhere). */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

type Site = {
  name: string;
  origin: string;
  pid: number | undefined;
  dataDir: string;
  stop: () => Promise<void>;
  /** Only this build's figures decide the exit code. */
  judged: boolean;
};

// A store of the bench's own, and no rate limit: every connection comes from one address.
const benchEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SIGNUP_RATE_LIMIT: "0",
});
const newDataDir = () => mkdtempSync(join(tmpdir(), "bb-bench-launch-list-"));

async function thisBuild(): Promise<Site> {
  const dataDir = newDataDir();
  const site = spawnSite({
    env: {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      ...benchEnv(dataDir),
    },
  });
  return {
    name: "this build",
    origin: await site.live,
    pid: site.child.pid,
    dataDir,
    judged: true,
    async stop() {
      site.child.kill("SIGTERM");
      await exitCode(site.child);
    },
  };
}

async function referenceBuild(ref: string): Promise<Site> {
  const { sha, dir } = referenceCheckout(ref);
  const dataDir = newDataDir();
  const site = await startSite(await freePort(), dir, benchEnv(dataDir));
  return { name: short(sha), dataDir, judged: false, ...site };
}

const current = await thisBuild();
const sites = against ? [current, await referenceBuild(against)] : [current];
/** The items in order in even rounds, reversed in odd ones. */
const inTurn = <T>(items: T[], round: number) =>
  round % 2 ? [...items].reverse() : items;

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

const signups = (
  site: Site,
  duration: number = signupSeconds,
  options: { overallRate?: number } = {},
) =>
  runLoad({
    kind: "signups",
    url: site.origin,
    connections: signupLoadTargets.connections,
    duration,
    ...options,
  });

const pages = (
  site: Site,
  target: { path: string },
  duration: number = durationSeconds,
  options: { overallRate?: number } = {},
) =>
  runLoad({
    kind: "page",
    url: site.origin,
    path: target.path,
    connections,
    duration,
    ...options,
  });

/** One load's result, and the share of a core the server used meanwhile (null: unknown). */
type Run = { result: LoadResult; cores: number | null };

/** The loads, and the share of a core the server used while they ran. */
async function measured<T>(site: Site, loads: Promise<T>) {
  const [cpuBefore, startedAt] = [cpuSeconds(site.pid), performance.now()];
  const results = await loads;
  const cpuAfter = cpuSeconds(site.pid);
  const seconds = (performance.now() - startedAt) / 1000;
  const cores =
    cpuBefore === null || cpuAfter === null
      ? null
      : (cpuAfter - cpuBefore) / seconds;
  return { results, cores };
}

const rows: Record<string, string | number>[] = [];
let failed = false;
/**
 * One row for one load, or for the same load over the rounds: the median requests/s, the worst
 * p99, every response, the server's median share of a core, and every problem.
 * @param extra problems found beyond the statuses; false for none
 */
function record(
  site: Site,
  label: string,
  runs: Run[],
  expectedStatus: number,
  extra: (string | false)[] = [],
) {
  const found = [
    ...new Set(runs.flatMap(({ result }) => problems(result, expectedStatus))),
    ...extra.filter((problem) => typeof problem === "string"),
  ];
  if (site.judged) failed ||= found.length > 0;
  const cores = runs.flatMap(({ cores }) => (cores === null ? [] : [cores]));
  rows.push({
    ...(sites.length > 1 && { site: site.name }),
    target: label,
    "requests/s": Math.round(
      median(runs.map(({ result }) => result.requests.average)),
    ),
    "p99 ms": Math.max(...runs.map(({ result }) => result.latency.p99)),
    responses: runs.reduce((sum, { result }) => sum + result.requests.total, 0),
    "server cores": cores.length ? median(cores).toFixed(2) : "–",
    problems: found.join("; ") || "none",
  });
}

const acknowledged = new Map(sites.map((site) => [site, 0]));
const acknowledge = (site: Site, result: LoadResult) =>
  acknowledged.set(
    site,
    (acknowledged.get(site) ?? 0) + (result.statusCodeStats[200]?.count ?? 0),
  );

/** What the rounds measure on one site. */
type RoundRuns = Record<
  "alone" | "besideSignups" | "signups" | "besideControl" | "control",
  Run[]
>;

try {
  for (const target of targets) {
    for (const site of sites) {
      const { results, cores } = await measured(site, pages(site, target));
      record(
        site,
        `${target.name} (${target.path})`,
        [{ result: results, cores }],
        target.status,
      );
    }
  }

  for (const site of sites) {
    const { results: alone, cores } = await measured(site, signups(site));
    acknowledge(site, alone);
    const signupsPerSecond = Math.round(alone.requests.average);
    record(
      site,
      `signups alone (${signupLoadTargets.connections} connections)`,
      [{ result: alone, cores }],
      200,
      [
        signupsPerSecond < signupLoadTargets.minSignupsPerSecond &&
          `below ${signupLoadTargets.minSignupsPerSecond} signups/s`,
        alone.latency.p99 > signupLoadTargets.maxP99Ms &&
          `p99 over ${signupLoadTargets.maxP99Ms} ms`,
      ],
    );
  }

  // The home page in rounds: alone, beside signups at the target rate, and beside the same
  // rate of the cheapest request there is. On a machine where the load generators share the
  // server's cores, the control's loss is the part that is theirs, not the signups'; reported,
  // not judged. Each loss is taken against its own round's baseline.
  const perSite = sites.map((site) => ({
    site,
    runs: {
      alone: [],
      besideSignups: [],
      signups: [],
      besideControl: [],
      control: [],
    } as RoundRuns,
  }));
  const offered = { overallRate: signupLoadTargets.minSignupsPerSecond };
  for (let round = 0; round < lossRounds; round++) {
    for (const { site, runs } of inTurn(perSite, round)) {
      const alone = await measured(site, pages(site, home, roundSeconds));
      const besideSignups = await measured(
        site,
        Promise.all([
          pages(site, home, roundSeconds),
          signups(site, roundSeconds, offered),
        ]),
      );
      acknowledge(site, besideSignups.results[1]);
      const besideControl = await measured(
        site,
        Promise.all([
          pages(site, home, roundSeconds),
          pages(site, unknownPath, roundSeconds, offered),
        ]),
      );
      runs.alone.push({ result: alone.results, cores: alone.cores });
      runs.besideSignups.push({
        result: besideSignups.results[0],
        cores: besideSignups.cores,
      });
      runs.signups.push({ result: besideSignups.results[1], cores: null });
      runs.besideControl.push({
        result: besideControl.results[0],
        cores: besideControl.cores,
      });
      runs.control.push({ result: besideControl.results[1], cores: null });
    }
  }

  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const eachRound = (losses: number[]) => losses.map(percent).join(", ");
  const rates = (runs: Run[]) =>
    runs.map(({ result }) => result.requests.average);
  for (const { site, runs: siteRuns } of perSite) {
    const alone = rates(siteRuns.alone);
    const loss = {
      signups: pairedLoss(alone, rates(siteRuns.besideSignups)),
      control: pairedLoss(alone, rates(siteRuns.besideControl)),
    };
    record(site, `home page alone (${lossRounds} rounds)`, siteRuns.alone, 200);
    record(
      site,
      `home page beside signups (loss ${percent(loss.signups.median)}; rounds ${eachRound(loss.signups.perRound)})`,
      siteRuns.besideSignups,
      200,
      [
        loss.signups.median > signupLoadTargets.maxStaticLoss &&
          `lost more than ${percent(signupLoadTargets.maxStaticLoss)} of its requests/s`,
      ],
    );
    record(
      site,
      `signups beside it (${offered.overallRate}/s offered)`,
      siteRuns.signups,
      200,
    );
    record(
      site,
      `home page beside ${offered.overallRate}/s unknown paths (loss ${percent(loss.control.median)}, control; rounds ${eachRound(loss.control.perRound)})`,
      siteRuns.besideControl,
      200,
    );
    record(
      site,
      `unknown paths beside it (control)`,
      siteRuns.control,
      unknownPath.status,
    );
  }
} finally {
  await Promise.all(sites.map((site) => site.stop()));
}

// Every signup this build acknowledged must be on its list. A few more may be: posts still in
// flight when a load phase ended were stored, but autocannon no longer counted their answers.
const store = await openStore({ dataDir: current.dataDir });
const stored = await store.countSignups();
await store.close();
for (const site of sites)
  rmSync(site.dataDir, { recursive: true, force: true });
const signupPhases = 1 + lossRounds;
const inFlightAtMost = signupPhases * signupLoadTargets.connections;
const acknowledgedHere = acknowledged.get(current) ?? 0;
const listed =
  stored >= acknowledgedHere && stored <= acknowledgedHere + inFlightAtMost;
failed ||= !listed;

console.log(
  `\n${connections} connections × ${durationSeconds} s per static target, ${signupLoadTargets.connections} × ${signupSeconds} s for signups, ${lossRounds} rounds of ${roundSeconds} s beside them, against ${sites.map((site) => `${site.name} at ${site.origin}`).join(" and ")}`,
);
console.log(
  `This build: ${acknowledgedHere} signups acknowledged, ${stored} stored${listed ? "" : ": ✖ acknowledged signups are missing"}.`,
);
console.table(rows);
if (failed) {
  console.error("✖ load check failed: see the problems column");
  process.exit(1);
}
