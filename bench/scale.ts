// `npm run bench:scale [-- --sizes 10000,100000,1000000 --engines sqlite,postgres]`: the launch
// list at the sizes a campaign that works reaches. For each engine and size it seeds the list
// straight into the store's own tables (a tenth referred by an earlier subscriber), starts the
// production server (`node build/server/main.js`, mail into a local sink), and times what a
// subscriber and an owner do: confirmation clicks (20 a second, with the home page asked for
// meanwhile), unsubscribes, the confirmed page's place, every dashboard read, the CSV export
// over HTTP and from the command line, a broadcast's start, and signups at full speed (as
// `bench:load` sends them, to a server started afresh, over at least one cycle of the
// background count), beside an empty list's rate timed right after. Prints one table per
// engine, the 1,000,000 column beside the 10,000 one as a ratio, judges the targets
// (bench/targets.ts) and writes the tables to bench/results/scale.md and a dated copy to
// bench/results/history/; exits 1 when a target is missed.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/free-port";
import { exitCode } from "../scripts/spawn-site";
import { createInvite } from "../server/owners/invites";
import { signLink } from "../server/launch-list/signed-link";
import { openStore, type Store } from "../server/store/index";
import {
  countGap,
  defaultSnapshotTiming,
  listChanged,
} from "../server/store/list-snapshot";
import { ownersTable } from "../server/store/owners";
import { request } from "../tests/server/http";
import { startMailSink } from "../tests/server/mail-sink";
import { createDatabase, startPostgres } from "../tests/server/postgres";
import { seedSignups, viralList } from "../tests/server/seed-list";
import { softAuthenticator } from "../tests/server/soft-authenticator";
import { percentile } from "./lib/arrivals";
import { runLoad } from "./lib/load-process";
import { followPeakRss, peakRssMb } from "./lib/process-memory";
import { scaleTargets, signupLoadTargets } from "./targets";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000,1000000" },
    engines: { type: "string", default: "sqlite,postgres" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const engines = values.engines.split(",") as ("sqlite" | "postgres")[];
const secret = "bench-scale-secret-".padEnd(40, "x");
const clicksPerSecond = 20;
const clickSeconds = 10;
const signupSeconds = 10;

const sink = await startMailSink();
const postgres = engines.includes("postgres")
  ? await startPostgres()
  : undefined;

type Env = Record<string, string>;
type Figures = Map<string, number>;

const ms = (since: number) => performance.now() - since;
const p = (values: number[], share: number) => percentile(values, share);

/** The subscribers the bench clicks for: codes of pending and confirmed rows of the seed. */
function pickSubscribers(size: number) {
  const pending: string[] = [];
  const confirmed: { code: string; email: string }[] = [];
  for (const row of viralList(size)) {
    if (row.status === "pending" && pending.length < 400)
      pending.push(row.referralCode);
    if (row.status === "confirmed" && row.referredBy === null)
      confirmed.push({ code: row.referralCode, email: row.email });
  }
  // Spread over the whole queue: early places move most when the list changes.
  const step = Math.max(1, Math.floor(confirmed.length / 400));
  return {
    pending,
    confirmed: confirmed.filter((_, i) => i % step === 0).slice(0, 400),
  };
}

/** Runs `work` `count` times at `perSecond`, each at its own start time; the latencies. */
async function paced(
  count: number,
  perSecond: number,
  work: (i: number) => Promise<void>,
) {
  const start = performance.now();
  const runs = Array.from({ length: count }, async (_, i) => {
    const due = start + (i * 1000) / perSecond;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, due - performance.now())),
    );
    const began = performance.now();
    await work(i);
    return ms(began);
  });
  return Promise.all(runs);
}

async function expectStatus(
  reply: Promise<{ status: number; body: Buffer }>,
  status: number,
  what: string,
) {
  const { status: got, body } = await reply;
  if (got !== status)
    throw new Error(
      `${what}: ${got}, not ${status}: ${body.toString().slice(0, 200)}`,
    );
}

/** The production server on a free port; resolves once it listens, with its start-up time. */
async function startServer(env: Env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SMTP_URL: sink.url,
      SIGNUP_SECRET: secret,
      PUBLIC_URL: origin,
      SIGNUP_RATE_LIMIT: "0",
      OWNER_SIGN_IN_LIMIT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("live at")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) =>
      reject(new Error(`The server exited with ${code}: ${output}`)),
    );
  });
  return { child, port, origin, startupMs: ms(began) };
}

/** Signups of new addresses at full speed, as `bench:load` sends them, for `seconds`. */
const signupRate = (url: string, seconds: number) =>
  runLoad({
    kind: "signups",
    url,
    connections: signupLoadTargets.connections,
    duration: seconds,
  });

/**
 * How long signups are timed on a list whose count takes `countMs`: at least one whole cycle
 * of the background count (its gap and the count itself), so that every size's figure holds
 * the count's share of the machine. A window shorter than the cycle holds a count or none,
 * and its rate swings with the luck of that.
 */
const signupWindowSeconds = (countMs: number) =>
  Math.max(
    signupSeconds,
    Math.ceil((countGap(countMs, defaultSnapshotTiming) + 2 * countMs) / 1000),
  );

async function stopServer(child: ChildProcess) {
  child.kill("SIGTERM");
  await exitCode(child);
}

/** An owner signed in with a software passkey: a GET with the session cookie. */
async function ownerSession(store: Store, port: number, origin: string) {
  const { link } = await createInvite(ownersTable(store.db), {
    name: "Bench",
    invitedBy: null,
    origin,
    now: new Date(),
  });
  const token = new URL(link).hash.slice(1);
  const passkey = softAuthenticator(origin);
  const post = (path: string, body: unknown) =>
    request(port, `/api/admin${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        origin,
        "sec-fetch-site": "same-origin",
      },
    });
  const options = JSON.parse(
    (await post("/invite/options", { token })).body.toString(),
  ).options;
  const registered = await post("/invite/register", {
    token,
    response: passkey.register(options, { userVerified: true }),
  });
  const cookie = registered.headers["set-cookie"]
    ?.find((c) => c.includes("bb-owner="))
    ?.split(";")[0];
  if (!cookie) throw new Error("No owner session");
  return {
    cookie,
    get: (path: string) =>
      request(port, `/api/admin${path}`, { headers: { cookie } }),
  };
}

/** Times `count` sequential GETs of an owner route; the p95 in ms. */
async function ownerReads(
  get: (path: string) => Promise<{ status: number; body: Buffer }>,
  path: (i: number) => string,
  count = 40,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const began = performance.now();
    await expectStatus(get(path(i)), 200, path(i));
    times.push(ms(began));
  }
  return p(times, 0.95);
}

/** Waits until the server has counted every change to the list. */
async function counted(store: Store) {
  for (;;) {
    const [row] = await store.db.all(
      `SELECT l.version, c.version AS counted
       FROM list_changes l LEFT JOIN places.counted c ON c.id = 1 WHERE l.id = 1`,
    );
    if (row && Number(row.version) === Number(row.counted)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How long one count of the whole list takes, made here on the server's list. */
async function timedCount(store: Store) {
  await store.db.run(listChanged.sql);
  const began = performance.now();
  await store.snapshot.countUnlessFresh("bench", 0);
  return ms(began);
}

/** Runs `node build/server/signups.js ...args`; its time, first output, peak memory, output size. */
async function command(env: Env, ...args: string[]) {
  const began = performance.now();
  const child = spawn(process.execPath, ["build/server/signups.js", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const memory = followPeakRss(child.pid);
  let firstMs: number | null = null;
  let bytes = 0;
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    firstMs ??= ms(began);
    bytes += chunk.length;
    if (stdout.length < 4096) stdout += chunk.toString();
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await exitCode(child);
  const peak = memory.stop();
  if (code !== 0) throw new Error(`signups ${args.join(" ")}: ${stderr}`);
  return { ms: ms(began), firstMs: firstMs ?? 0, peakMb: peak, bytes, stdout };
}

/** The export over HTTP, read as it streams: first byte, whole body, rows. */
async function httpExport(port: number, cookie: string) {
  const began = performance.now();
  let firstMs = 0;
  let lines = 0;
  await new Promise<void>((resolve, reject) => {
    get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/admin/export.csv",
        headers: { cookie },
      },
      (res) => {
        res.on("data", (chunk: Buffer) => {
          firstMs ||= ms(began);
          for (const byte of chunk) if (byte === 10) lines++;
        });
        res.on("end", resolve);
        res.on("error", reject);
      },
    ).on("error", reject);
  });
  return { firstMs, ms: ms(began), rows: lines - 1 };
}

async function measure(
  engine: "sqlite" | "postgres",
  size: number,
): Promise<Figures> {
  const figures: Figures = new Map();
  const dataDir = mkdtempSync(join(tmpdir(), "bb-bench-scale-"));
  const env: Env = { DATA_DIR: dataDir };
  if (engine === "postgres" && postgres)
    env.DATABASE_URL = await createDatabase(postgres.adminUrl);
  const store = await openStore({
    dataDir,
    databaseUrl: env.DATABASE_URL,
  });
  try {
    const began = performance.now();
    await seedSignups(store.db, viralList(size));
    figures.set("seed (s)", ms(began) / 1000);

    const server = await startServer(env);
    figures.set("start-up (ms)", server.startupMs);
    await counted(store);
    figures.set("count of the list (ms)", await timedCount(store));
    const phase = (name: string) =>
      console.log(
        `  ${name}: server peak RSS ${format(peakRssMb(server.child.pid) ?? 0)} MB`,
      );
    phase("counted");
    const { pending, confirmed } = pickSubscribers(size);
    const link = (purpose: "confirm" | "unsubscribe", code: string) =>
      `/api/${purpose}?t=${signLink(secret, purpose, code, purpose === "confirm" ? new Date(Date.now() + 86_400_000) : null)}`;

    // Confirmation clicks (the confirm page's button) at 20 a second, the home page asked for
    // meanwhile.
    const homeTimes: number[] = [];
    let clicking = true;
    const home = (async () => {
      while (clicking) {
        const t = performance.now();
        await expectStatus(request(server.port, "/"), 200, "GET /");
        homeTimes.push(ms(t));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const clicks = await paced(
      Math.min(pending.length, clicksPerSecond * clickSeconds),
      clicksPerSecond,
      (i) =>
        expectStatus(
          request(server.port, link("confirm", pending[i] ?? ""), {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "",
          }),
          303,
          "confirm",
        ),
    );
    clicking = false;
    await home;
    figures.set("confirm p95 (ms)", p(clicks, 0.95));
    figures.set("GET / p99 during clicks (ms)", p(homeTimes, 0.99));
    phase("confirmation clicks");

    figures.set(
      "place on the confirmed page p95 (ms)",
      p(
        await paced(200, clicksPerSecond, (i) =>
          expectStatus(
            request(server.port, link("confirm", confirmed[i]?.code ?? "")),
            200,
            "place",
          ),
        ),
        0.95,
      ),
    );

    const owner = await ownerSession(store, server.port, server.origin);
    const cookieGet = owner.get;
    const emails = confirmed.map((c) => encodeURIComponent(c.email));
    figures.set(
      "overview p95 (ms)",
      await ownerReads(cookieGet, () => "/overview?tz=Europe%2FBerlin"),
    );
    figures.set(
      "subscriber record p95 (ms)",
      await ownerReads(cookieGet, (i) => `/subscriber?email=${emails[i]}`),
    );
    figures.set(
      "search, one address p95 (ms)",
      await ownerReads(
        cookieGet,
        (i) => `/subscribers?q=${emails[i]?.slice(0, 7)}`,
      ),
    );
    figures.set(
      "search, most addresses p95 (ms)",
      await ownerReads(cookieGet, () => "/subscribers?q=list.test"),
    );
    figures.set(
      "questions, outbox, broadcasts p95 (ms)",
      Math.max(
        await ownerReads(cookieGet, () => "/questions", 20),
        await ownerReads(cookieGet, () => "/outbox", 20),
        await ownerReads(cookieGet, () => "/broadcasts", 20),
      ),
    );

    const viaHttp = await httpExport(server.port, owner.cookie);
    figures.set("export over HTTP: first row (ms)", viaHttp.firstMs);
    figures.set("export over HTTP: whole list (s)", viaHttp.ms / 1000);
    phase("export over HTTP");

    const viaCli = await command(env, "export");
    figures.set("export, command line: first row (ms)", viaCli.firstMs);
    figures.set("export, command line: whole list (s)", viaCli.ms / 1000);
    figures.set("export, command line: peak RSS (MB)", viaCli.peakMb);

    const created = await command(env, "broadcast", "create");
    const id = /[0-9a-f-]{36}/.exec(created.stdout)?.[0] ?? "";
    const start = await command(
      env,
      "broadcast",
      "start",
      id,
      "--at",
      "2030-01-01T00:00:00Z",
    );
    figures.set("broadcast start, everyone (s)", start.ms / 1000);
    figures.set("broadcast start: peak RSS (MB)", start.peakMb);
    phase("broadcast start");
    await command(env, "broadcast", "cancel", id);

    // Unsubscribes last: each moves everyone behind, so the counts run while they arrive.
    figures.set(
      "unsubscribe p95 (ms)",
      p(
        await paced(200, clicksPerSecond, (i) =>
          expectStatus(
            request(
              server.port,
              link(
                "unsubscribe",
                confirmed[200 + i]?.code ?? confirmed[i]?.code ?? "",
              ),
              {
                method: "POST",
                body: "List-Unsubscribe=One-Click",
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                },
              },
            ),
            200,
            "unsubscribe",
          ),
        ),
        0.95,
      ),
    );

    const phasesPeakMb = peakRssMb(server.child.pid) ?? 0;
    if (viaHttp.rows < size)
      throw new Error(`The export had ${viaHttp.rows} rows of ${size}`);
    await stopServer(server.child);

    // Signups go to a server started afresh on the list, as the empty list's do, so that the
    // two rates differ by the list alone, not by what the phases above left in the process.
    const window = signupWindowSeconds(
      figures.get("count of the list (ms)") ?? 0,
    );
    const signupServer = await startServer(env);
    const mailsBefore = sink.mails.length;
    const signups = await signupRate(signupServer.origin, window);
    figures.set("signups: seconds timed", window);
    figures.set("signups per second", signups.requests.average);
    figures.set(
      "confirmation mails sent per second meanwhile",
      (sink.mails.length - mailsBefore) / window,
    );
    figures.set(
      "server peak RSS (MB)",
      Math.max(phasesPeakMb, peakRssMb(signupServer.child.pid) ?? 0),
    );
    await stopServer(signupServer.child);
    // Judged against an empty list's rate timed right after, not at the run's start: this
    // host's speed drifts by a third over a run of the three sizes.
    const empty = await emptyListSignups(engine, window);
    figures.set("signups per second, empty list just after", empty);
    figures.set(
      "signups: share of an empty list's rate (%)",
      (100 * signups.requests.average) / empty,
    );
  } finally {
    // The sink keeps every mail: a size's confirmation mails are of no use to the next.
    sink.mails.length = 0;
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** The signup rate on an empty list: what "signups per second" is judged against. */
async function emptyListSignups(
  engine: "sqlite" | "postgres",
  seconds: number,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "bb-bench-scale-"));
  const env: Env = { DATA_DIR: dataDir };
  if (engine === "postgres" && postgres)
    env.DATABASE_URL = await createDatabase(postgres.adminUrl);
  const server = await startServer(env);
  try {
    return (await signupRate(server.origin, seconds)).requests.average;
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const perRequest = [
  "confirm p95 (ms)",
  "GET / p99 during clicks (ms)",
  "place on the confirmed page p95 (ms)",
  "unsubscribe p95 (ms)",
  "overview p95 (ms)",
  "subscriber record p95 (ms)",
  "search, one address p95 (ms)",
  "search, most addresses p95 (ms)",
  "questions, outbox, broadcasts p95 (ms)",
];

function format(value: number | undefined) {
  return formatted(value);
}
const formatted = (value: number | undefined) =>
  value === undefined
    ? "-"
    : value >= 100
      ? Math.round(value).toLocaleString("en")
      : value.toFixed(1);

const shareFigure = "signups: share of an empty list's rate (%)";
const report: string[] = [];
const missed: string[] = [];
for (const engine of engines) {
  const columns = new Map<number, Figures>();
  for (const size of sizes) {
    console.log(`${engine}: ${size.toLocaleString("en")} subscribers…`);
    columns.set(size, await measure(engine, size));
  }
  const smallest = columns.get(Math.min(...sizes));
  const largest = columns.get(Math.max(...sizes));
  const names = [...(largest?.keys() ?? [])];
  const lines = [
    `### ${engine === "sqlite" ? "SQLite" : "PostgreSQL"}`,
    "",
    `| at N subscribers | ${sizes.map((n) => n.toLocaleString("en")).join(" | ")} | largest / smallest |`,
    `| --- | ${sizes.map(() => "---").join(" | ")} | --- |`,
    ...names.map(
      (name) =>
        `| ${name} | ${sizes.map((n) => format(columns.get(n)?.get(name))).join(" | ")} | ${perRequest.includes(name) ? `${((largest?.get(name) ?? 0) / (smallest?.get(name) ?? 1)).toFixed(2)}x` : ""} |`,
    ),
    "",
  ];
  console.log(lines.join("\n"));
  report.push(...lines);
  const share = (largest?.get(shareFigure) ?? 0) / 100;
  if (share < scaleTargets.signupShare)
    missed.push(
      `${engine}: signups at ${(share * 100).toFixed(0)} % of an empty list's`,
    );
  for (const [figure, atMost] of Object.entries(scaleTargets.atMost)) {
    const value = largest?.get(figure);
    if (value === undefined || value > atMost)
      missed.push(`${engine}: ${figure} ${format(value)} > ${atMost}`);
  }
  for (const name of perRequest) {
    const ratio = (largest?.get(name) ?? 0) / (smallest?.get(name) ?? 1);
    if (ratio > scaleTargets.ratio)
      missed.push(`${engine}: ${name} grew ${ratio.toFixed(2)}x`);
  }
}
// The latest tables, and a dated copy named by the commit measured for the history.
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
  encoding: "utf8",
}).trim();
const day = new Date().toISOString().slice(0, 10);
const tables = `${report.join("\n")}\n`;
writeFileSync("bench/results/scale.md", tables);
writeFileSync(
  `bench/results/history/${day}-${commit}-scale.md`,
  `# \`npm run bench:scale\`, ${day}, build of ${commit}\n\n${tables}`,
);
await sink.stop();
await postgres?.stop();
if (missed.length) {
  console.log(`Missed:\n${missed.join("\n")}`);
  process.exit(1);
}
console.log("Every scale target met.");
