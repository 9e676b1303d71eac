// `npm run bench:visits [-- --engines sqlite,postgres --pings 10000000]`: the visit ping on a
// viral day, on each engine. Against `npm start` on a free loopback port (TRUST_PROXY=1, so
// each ping names a visitor of its own among 250,000): signups at the launch day's target rate
// alone, then beside 2,000 pings a second, in alternate rounds; signups at full speed alone and
// beside the pings; the pings alone. Each load runs in a process of its own
// (lib/load-process.ts). Then the database's size after `--pings` pings of ten launch days,
// counted by the server's own counter in this process on a clock of its own and written as the
// server writes them. Prints a table, writes it to bench/results/history/, and exits 1 when a
// target (bench/targets.ts) is missed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../server/app";
import { openStore, type Store } from "../server/store/index";
import type { Touch } from "../server/visits/visit-rules";
import { createDatabase, startPostgres } from "../tests/server/postgres";
import { runLoad, type LoadResult } from "./lib/load-process";
import { cpuOf } from "./lib/process-cpu";
import { peakRssMb } from "./lib/process-memory";
import { freePort, startSite } from "./lib/site-server";
import { signupLoadTargets, visitLoadTargets } from "./targets";

const { values } = parseArgs({
  options: {
    engines: { type: "string", default: "sqlite,postgres" },
    pings: { type: "string", default: "10000000" },
  },
});
const engines = values.engines.split(",") as ("sqlite" | "postgres")[];
const storagePings = Number(values.pings);
const rounds = 2;
const roundSeconds = 15;

const postgres = engines.includes("postgres")
  ? await startPostgres()
  : undefined;

async function freshEnv(engine: "sqlite" | "postgres") {
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(join(tmpdir(), "bb-bench-visits-")),
    DATABASE_URL: "",
  };
  if (engine === "postgres" && postgres)
    env.DATABASE_URL = await createDatabase(postgres.adminUrl);
  return env;
}

const ok = (result: LoadResult, status: number) =>
  result.errors === 0 &&
  result.timeouts === 0 &&
  Object.keys(result.statusCodeStats).every((code) => Number(code) === status);

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** Pings/s, p99 and signups/s, alone and side by side, against a server on a fresh list. */
async function underLoad(engine: "sqlite" | "postgres") {
  const env = await freshEnv(engine);
  const site = await startSite(await freePort(), ".", {
    ...env,
    TRUST_PROXY: "1",
    SIGNUP_RATE_LIMIT: "0",
    VISIT_RATE_LIMIT: "0",
    LOG_LEVEL: "silent",
  });
  const signups = (duration: number, overallRate?: number) =>
    runLoad({
      kind: "signups",
      url: site.origin,
      connections: signupLoadTargets.connections,
      duration,
      overallRate,
    });
  const pings = (duration: number) =>
    runLoad({
      kind: "pings",
      url: site.origin,
      connections: 50,
      duration,
      overallRate: visitLoadTargets.pingsPerSecond,
    });
  try {
    // Signups at the launch day's target rate, alone and beside the pings, in turn; then at
    // full speed, which shares the host's two cores with the pings.
    const target = signupLoadTargets.minSignupsPerSecond;
    const alone: LoadResult[] = [];
    const beside: LoadResult[] = [];
    const pingRounds: LoadResult[] = [];
    const cores = { alone: 0, beside: 0, signupUs: 0 };
    for (let round = 0; round < rounds; round++) {
      const one = await cpuOf(site.pid, () => signups(roundSeconds, target));
      alone.push(one.result);
      const both = await cpuOf(site.pid, () =>
        Promise.all([signups(roundSeconds, target), pings(roundSeconds)]),
      );
      const [withPings, ping] = both.result;
      beside.push(withPings);
      pingRounds.push(ping);
      cores.alone += one.hostSeconds / roundSeconds / rounds;
      cores.beside += both.hostSeconds / roundSeconds / rounds;
      cores.signupUs +=
        ((one.processSeconds / one.result.requests.total) * 1e6) / rounds;
    }
    const fullAlone = await signups(roundSeconds);
    const [fullBeside, fullPings] = await Promise.all([
      signups(roundSeconds),
      pings(roundSeconds),
    ]);
    const {
      result: pingsAlone,
      processSeconds: pingSeconds,
      hostSeconds: pingHostSeconds,
    } = await cpuOf(site.pid, () => pings(roundSeconds));
    const all = [...alone, ...beside, fullAlone, fullBeside];
    const clean =
      all.every((r) => ok(r, 200)) &&
      [...pingRounds, fullPings, pingsAlone].every((r) => ok(r, 204));
    const rate = (results: LoadResult[]) =>
      mean(results.map((r) => r.requests.average));
    const worstP99 = (results: LoadResult[]) =>
      Math.max(...results.map((r) => r.latency.p99));
    return {
      clean,
      signupsAlone: rate(alone),
      signupsAloneP99: worstP99(alone),
      signupsBeside: rate(beside),
      signupsBesideP99: worstP99(beside),
      fullAlone: fullAlone.requests.average,
      fullBeside: fullBeside.requests.average,
      pingsBeside: rate(pingRounds),
      pingsBesideP99: worstP99(pingRounds),
      pingsBesideFull: fullPings.requests.average,
      pingsBesideFullP99: fullPings.latency.p99,
      pingsAlone: pingsAlone.requests.average,
      pingsAloneP99: pingsAlone.latency.p99,
      peakRssMb: peakRssMb(site.pid) ?? 0,
      signupCpuUs: cores.signupUs,
      pingCpuUs: (pingSeconds / pingsAlone.requests.total) * 1e6,
      coresSignups: cores.alone,
      coresPings: pingHostSeconds / roundSeconds,
      coresBoth: cores.beside,
    };
  } finally {
    await site.stop();
  }
}

/** The list's size on disk (SQLite: its folder) or in the cluster (PostgreSQL), in MB. */
async function databaseMb(store: Store, dataDir: string) {
  if (store.engine === "postgres") {
    const [row] = await store.db.all(
      "SELECT pg_database_size(current_database()) AS bytes",
    );
    return Number(row?.bytes) / 1e6;
  }
  await store.db.all("PRAGMA wal_checkpoint(TRUNCATE)");
  return (
    readdirSync(dataDir).reduce(
      (bytes, file) => bytes + statSync(join(dataDir, file)).size,
      0,
    ) / 1e6
  );
}

/** Rows of the visits' tables. */
async function rowsOf(store: Store) {
  const rows: Record<string, number> = {};
  for (const table of [
    "visit_counts",
    "visitors",
    "bot_views",
    "field_speed",
  ]) {
    const [row] = await store.db.all(`SELECT COUNT(*) AS n FROM ${table}`);
    rows[table] = Number(row?.n);
  }
  return rows;
}

const paths = [
  "/",
  "/news",
  "/collections",
  "/blog",
  "/countdown",
  "/about",
  "/privacy",
  "/blog/behind-the-print",
];
const sources = [
  "tiktok",
  "instagram",
  "newsletter",
  "x",
  "",
  "",
  "",
  "facebook",
];
const referrers = ["", "google.com", "l.instagram.com", "t.co", "", "bing.com"];
const campaigns = ["", "drop-1", "teaser", "launch-day"];
const devices = ["phone", "phone", "tablet", "desktop"] as const;

/**
 * `total` pings over ten days, 1/10 of them a day, three views a visitor, counted by the
 * server's counter and written every 10,000 pings; the size at each of `sizes`.
 */
async function storage(
  engine: "sqlite" | "postgres",
  total: number,
  sizes: number[],
) {
  const env = await freshEnv(engine);
  const store = await openStore({
    dataDir: env.DATA_DIR ?? "",
    databaseUrl: env.DATABASE_URL || undefined,
  });
  const start = Date.parse("2027-01-01T00:00:00Z");
  const perDay = total / 10;
  let time = start;
  const app = await buildApp({
    buildDir: "build",
    store,
    config: { trustProxy: false, signupRateLimit: 0 },
    now: () => new Date(time),
    visitsFlushMs: 3_600_000,
  });
  const figures: { pings: number; mb: number; rows: Record<string, number> }[] =
    [];
  const began = performance.now();
  try {
    for (let n = 0; n < total; n++) {
      time = start + Math.floor((n / perDay) * 86_400_000);
      const visitor = (n * 2_654_435_761) % Math.round(perDay / 3);
      const touch: Touch = {
        path: paths[n % paths.length] ?? "/",
        referrer: referrers[visitor % referrers.length] ?? "",
        utmSource: sources[visitor % sources.length] ?? "",
        utmMedium: "",
        utmCampaign: campaigns[visitor % campaigns.length] ?? "",
        ref: "",
        device: devices[visitor % devices.length] ?? "phone",
      };
      await app.visits.view(
        {
          address: `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`,
          userAgent: "bench",
          host: "bench.test",
          gpc: false,
        },
        touch,
        null,
      );
      if ((n + 1) % 10_000 === 0) await app.visits.flush();
      if (sizes.includes(n + 1)) {
        await app.visits.flush();
        figures.push({
          pings: n + 1,
          mb: await databaseMb(store, env.DATA_DIR ?? ""),
          rows: await rowsOf(store),
        });
        console.log(
          `  ${engine}: ${n + 1} pings in ${Math.round((performance.now() - began) / 1000)} s`,
        );
      }
    }
  } finally {
    await app.close();
    await store.close();
  }
  return figures;
}

const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"])
  .toString()
  .trim();
const cpus = Number(execFileSync("nproc").toString().trim());
const lines: string[] = [
  `# bench:visits of ${sha}, ${new Date().toISOString().slice(0, 10)}`,
  "",
  `Host: ${cpus} cores. Pings at ${visitLoadTargets.pingsPerSecond}/s beside signups at ${signupLoadTargets.minSignupsPerSecond}/s (${signupLoadTargets.connections} connections), ${rounds} rounds of ${roundSeconds} s alternating with the signups alone, then one round at full speed; storage after ${storagePings.toLocaleString("en")} pings over ten days, a visitor every three.`,
  "",
];
let failed = false;
for (const engine of engines) {
  console.log(`${engine}: under load`);
  const load = await underLoad(engine);
  const kept = load.signupsBeside / load.signupsAlone;
  const targets = {
    clean: load.clean,
    pingRate: load.pingsBeside >= visitLoadTargets.pingsPerSecond * 0.95,
    p99: load.pingsBesideP99 <= visitLoadTargets.maxP99Ms,
    kept: kept >= visitLoadTargets.minSignupShare,
  };
  console.log(`${engine}: storage`);
  const sizes = [storagePings / 10, storagePings];
  const stored = await storage(engine, storagePings, sizes);
  const mark = (met: boolean) => (met ? "met" : "**missed**");
  failed ||= Object.values(targets).some((met) => !met);
  lines.push(
    `## ${engine}`,
    "",
    "| figure | value | target |",
    "| --- | --- | --- |",
    `| pings/s beside signups at ${signupLoadTargets.minSignupsPerSecond}/s | ${Math.round(load.pingsBeside)} | ${visitLoadTargets.pingsPerSecond}: ${mark(targets.pingRate)} |`,
    `| ping p99 beside them (worst round) | ${load.pingsBesideP99} ms | <= ${visitLoadTargets.maxP99Ms} ms: ${mark(targets.p99)} |`,
    `| signups/s at the target rate, alone / beside pings | ${Math.round(load.signupsAlone)} / ${Math.round(load.signupsBeside)} | |`,
    `| signups kept beside pings | ${(kept * 100).toFixed(1)} % | >= ${visitLoadTargets.minSignupShare * 100} %: ${mark(targets.kept)} |`,
    `| signup p99 at the target rate, alone / beside pings (worst round) | ${load.signupsAloneP99} / ${load.signupsBesideP99} ms | |`,
    `| signups/s at full speed, alone / beside pings | ${Math.round(load.fullAlone)} / ${Math.round(load.fullBeside)} (${((load.fullBeside / load.fullAlone) * 100).toFixed(1)} %) | |`,
    `| pings/s beside full-speed signups, p99 | ${Math.round(load.pingsBesideFull)}, ${load.pingsBesideFullP99} ms | |`,
    `| pings/s alone, p99 | ${Math.round(load.pingsAlone)}, ${load.pingsAloneP99} ms | |`,
    `| server process CPU per request (its threads, not PostgreSQL's processes): signup at ${signupLoadTargets.minSignupsPerSecond}/s / ping at ${visitLoadTargets.pingsPerSecond}/s | ${Math.round(load.signupCpuUs)} µs / ${Math.round(load.pingCpuUs)} µs | |`,
    `| host cores busy (of ${cpus}), load generators included: signups alone / pings alone / both | ${load.coresSignups.toFixed(2)} / ${load.coresPings.toFixed(2)} / ${load.coresBoth.toFixed(2)} | |`,
    `| every answer 2xx, no socket error | ${load.clean ? "yes" : "no"} | ${mark(targets.clean)} |`,
    `| server peak RSS | ${Math.round(load.peakRssMb)} MB | |`,
    ...stored.map(
      ({ pings, mb, rows }) =>
        `| database after ${pings.toLocaleString("en")} pings | ${mb.toFixed(1)} MB (${((mb / pings) * 1e6).toFixed(1)} MB per million; rows: ${Object.entries(
          rows,
        )
          .map(([t, n]) => `${t} ${n.toLocaleString("en")}`)
          .join(", ")}) | |`,
    ),
    "",
  );
  const [first, last] = stored;
  if (first && last)
    lines.push(
      `${engine}: ${last.pings / first.pings}x the pings made ${(last.mb / first.mb).toFixed(2)}x the database; the counts' rows grew ${((last.rows.visit_counts ?? 0) / (first.rows.visit_counts || 1)).toFixed(2)}x.`,
      "",
    );
}
await postgres?.stop();
const report = lines.join("\n");
console.log(report);
const file = `bench/results/history/${new Date().toISOString().slice(0, 10)}-${sha}-visits.md`;
writeFileSync(file, report);
console.log(`Written to ${file}`);
process.exitCode = failed ? 1 : 0;
