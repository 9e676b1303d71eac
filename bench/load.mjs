// @ts-check
// `npm run bench:load`: autocannon against a freshly started production server (`npm start`,
// which builds first when there is no build) on a free loopback port. Each target gets
// 100 connections for 20 s; prints requests/s and p99 latency, and exits 1 on any socket
// error, timeout or status other than the expected one.
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { freePort } from "../scripts/free-port.mjs";
import { exitCode, spawnSite } from "../scripts/spawn-site.mjs";

const connections = 100;
const durationSeconds = 20;

function hashedStylesheet() {
  const name = readdirSync("build/client/assets").find((file) =>
    /^root-.+\.css$/.test(file),
  );
  if (!name)
    throw new Error("No hashed root stylesheet in build/client/assets");
  return `/assets/${name}`;
}

/**
 * @param {autocannon.Result} result
 * @param {number} expectedStatus
 */
function problems(result, expectedStatus) {
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

const port = await freePort();
const site = spawnSite({ env: { PORT: String(port), HOST: "127.0.0.1" } });
const origin = await site.live;
const targets = [
  { name: "home page", path: "/", status: 200 },
  { name: "hashed asset", path: hashedStylesheet(), status: 200 },
  { name: "unknown path", path: "/no-such-page", status: 404 },
];

const rows = [];
let failed = false;
try {
  for (const target of targets) {
    const result = await autocannon({
      url: origin + target.path,
      connections,
      duration: durationSeconds,
      // What a browser sends: the server answers with its precompressed brotli twins.
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const found = problems(result, target.status);
    failed ||= found.length > 0;
    rows.push({
      target: `${target.name} (${target.path})`,
      "requests/s": Math.round(result.requests.average),
      "p99 ms": result.latency.p99,
      responses: result.requests.total,
      problems: found.join("; ") || "none",
    });
  }
} finally {
  site.child.kill("SIGTERM");
  await exitCode(site.child);
}

console.log(
  `\n${connections} connections × ${durationSeconds} s per target against ${origin}`,
);
console.table(rows);
if (failed) {
  console.error("✖ load check failed: see the problems column");
  process.exit(1);
}
