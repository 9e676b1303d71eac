// `npm run bench:broadcast [-- --audience N --rate N --engine sqlite|postgres --instances N]`:
// the launch mail to 10,000 confirmed subscribers (by default) from freshly started
// production servers (`npm start`, one unless told; several share a PostgreSQL list) into a
// local SMTP sink, at 200 mails a second unless told. Meanwhile a new visitor signs up every
// half second. Reports the rate held (whole and per second), the time, and how soon each
// newcomer's confirmation mail arrived; exits 1 when anyone is missed or mailed twice, the
// rate strays more than 10 % from the one set, or a confirmation takes 5 s or more. Writes
// bench/results/broadcast-ENGINE.md. SQLite in a folder of its own, or a throwaway PostgreSQL
// cluster (Debian's postgresql, as in the tests).
import { commandLineWords } from "../scripts/broadcast-cli";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../scripts/free-port";
import { exitCode, spawnSite } from "../scripts/spawn-site";
import {
  broadcastStatus,
  createBroadcast,
  startBroadcast,
} from "../server/broadcasts/commands";
import { openStore } from "../server/store/index";
import { startMailSink } from "../tests/server/mail-sink";
import { createDatabase, startPostgres } from "../tests/server/postgres";
import { perBucket, percentile } from "./lib/arrivals";

const { values } = parseArgs({
  options: {
    audience: { type: "string", default: "10000" },
    rate: { type: "string", default: "200" },
    engine: { type: "string", default: "sqlite" },
    instances: { type: "string", default: "1" },
  },
});
if (values.engine !== "sqlite" && values.engine !== "postgres")
  throw new Error(`--engine is sqlite or postgres, not ${values.engine}`);
const audience = Number(values.audience);
const instances = Number(values.instances);
if (instances > 1 && values.engine !== "postgres")
  throw new Error("Several instances share a list on PostgreSQL only");
const rate = Number(values.rate);
const signupEveryMs = 500;
const confirmWithinMs = 5_000;

const dataDir = mkdtempSync(join(tmpdir(), "bb-bench-broadcast-"));
const postgres =
  values.engine === "postgres" ? await startPostgres() : undefined;
const databaseUrl = postgres && (await createDatabase(postgres.adminUrl));
const store = await openStore({ dataDir, databaseUrl });
const tag = Date.now().toString(36);
const fans = Array.from(
  { length: audience },
  (_, i) => `fan${i}-${tag}@bench.test`,
);

// Arrival times by address: the launch mails, and the newcomers' confirmations.
const arrivals = new Map<string, number[]>();
const sink = await startMailSink({
  received: (mail) => {
    for (const to of mail.to)
      arrivals.set(to, [...(arrivals.get(to) ?? []), mail.at]);
  },
});

console.log(`Writing ${audience} confirmed subscribers (${store.engine})…`);
const created = new Date(Date.UTC(2026, 0, 1)).getTime();
for (let start = 0; start < fans.length; start += 500)
  await Promise.all(
    fans.slice(start, start + 500).map((email, i) =>
      store.addSignup({
        email,
        createdAt: new Date(created + start + i).toISOString(),
        source: "home",
        consentVersion: "v1",
      }),
    ),
  );

const sites = await Promise.all(
  Array.from({ length: instances }, async () => {
    const port = await freePort();
    return spawnSite({
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        SMTP_URL: sink.url,
        SIGNUP_SECRET: `bench-broadcast-${tag}-secret-of-32-characters`,
        SIGNUP_RATE_LIMIT: "0",
      },
    });
  }),
);
const [origin] = await Promise.all(sites.map((site) => site.live));

const draft = await createBroadcast(store, {
  maxPosition: null,
  now: new Date(),
});
if (!draft.ok) throw new Error(commandLineWords(draft.problem));
const id = draft.value;
const started = await startBroadcast(store, id, { rate, now: new Date() });
if (!started.ok) throw new Error(commandLineWords(started.problem));
const startedAt = Date.now();
console.log(`Sending broadcast ${id} at ${rate}/s…`);

// A newcomer every half second while the broadcast runs: when their confirmation arrived.
const joined = new Map<string, number>();
const signups = setInterval(() => {
  const email = `newcomer${joined.size}-${tag}@bench.test`;
  joined.set(email, Date.now());
  fetch(`${origin}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, source: "home" }),
  }).catch((error: unknown) => console.error(`Signup failed: ${error}`));
}, signupEveryMs);

let state = "sending";
while (state === "sending") {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const status = await broadcastStatus(store, id);
  if (!status.ok) throw new Error(commandLineWords(status.problem));
  state = status.value.state;
  process.stdout.write(`\r${status.value.sent} sent`);
}
clearInterval(signups);
// The last newcomers' confirmations get their chance to arrive.
await new Promise((resolve) => setTimeout(resolve, confirmWithinMs));
console.log();

for (const site of sites) site.child.kill("SIGTERM");
await Promise.all(sites.map((site) => exitCode(site.child)));
const status = await broadcastStatus(store, id);
await store.close();
await sink.stop();
await postgres?.stop();
rmSync(dataDir, { recursive: true, force: true });
if (!status.ok) throw new Error(commandLineWords(status.problem));

const copies = fans.map((fan) => arrivals.get(fan)?.length ?? 0);
const firsts = fans.map((fan) => arrivals.get(fan)?.[0] ?? 0).filter(Boolean);
const first = Math.min(...firsts);
const last = Math.max(...firsts);
const heldRate = (firsts.length - 1) / ((last - first) / 1000);
const seconds = perBucket(firsts, 1000, startedAt);
const waits = [...joined].map(([email, at]) =>
  arrivals.get(email)?.[0] === undefined
    ? Number.POSITIVE_INFINITY
    : (arrivals.get(email)?.[0] ?? 0) - at,
);

const problems = [
  ...(copies.some((n) => n === 0)
    ? [`${copies.filter((n) => n === 0).length} subscribers got nothing`]
    : []),
  ...(copies.some((n) => n > 1)
    ? [`${copies.filter((n) => n > 1).length} subscribers got it twice`]
    : []),
  ...(Math.abs(heldRate - rate) > rate * 0.1
    ? [`the rate held was ${heldRate.toFixed(1)}/s, not ${rate}/s ± 10 %`]
    : []),
  ...(waits.some((wait) => wait >= confirmWithinMs)
    ? [
        `${waits.filter((w) => w >= confirmWithinMs).length} confirmations took 5 s or more`,
      ]
    : []),
];

const ms = (value: number) => `${Math.round(value)} ms`;
const report = `# Broadcast benchmark

${audience} confirmed subscribers on ${store.engine}, ${instances === 1 ? "one `npm start` instance" : `${instances} \`npm start\` instances`}, a local SMTP sink, rate set to ${rate}/s; a signup every ${signupEveryMs} ms meanwhile.

| measure | value |
| --- | --- |
| state at the end | ${status.value.state} |
| sent / in doubt / failed | ${status.value.sent} / ${status.value.inDoubt} / ${status.value.failed} |
| first to last arrival | ${((last - first) / 1000).toFixed(1)} s |
| rate held | ${heldRate.toFixed(1)}/s (${((heldRate / rate) * 100).toFixed(1)} % of the rate set) |
| mails per whole second from the start, median (slowest, fastest) | ${percentile(seconds, 0.5)} (${Math.min(...seconds)}, ${Math.max(...seconds)}); the first second includes the senders' next poll |
| confirmation mails during it | ${waits.length}, median ${ms(percentile(waits, 0.5))}, p95 ${ms(percentile(waits, 0.95))}, slowest ${ms(Math.max(...waits))} |
${problems.length ? `\nMissed: ${problems.join("; ")}.\n` : ""}`;
writeFileSync(
  `bench/results/broadcast-${store.engine}${instances > 1 ? `-${instances}-instances` : ""}.md`,
  report,
);
console.log(report);
process.exit(problems.length ? 1 : 0);
