// @ts-check
// `npm start`: builds the site when there is no build yet or its sources changed since, opens
// the launch-list store, then serves the site and its signup API.
import { execSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { closeGracefully } from "../server/app.mjs";
import { buildLayout } from "../server/build-layout.mjs";
import {
  buildSources,
  newestChange,
  rebuildReason,
} from "./build-freshness.mjs";
import { readConfig } from "../server/config.mjs";
import { startDeliveries } from "../server/deliveries.mjs";
import { createAppServer } from "../server/signup-api.mjs";
import { openStore } from "../server/store/index.mjs";

const buildDir = "build";
// Responses still in flight get this long to finish after SIGTERM.
const shutdownGraceMs = 10_000;

const config = readConfig();
const { port, host } = config;

const layout = buildLayout(buildDir);
const buildOutputs = [
  join(layout.client, "index.html"),
  join(layout.client, "404.html"),
  layout.headers,
  layout.signup,
];
const rebuild = rebuildReason(
  buildOutputs.map(
    (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs,
  ),
  newestChange(".", buildSources),
);
if (rebuild) {
  console.log(rebuild);
  execSync("npm run build", { stdio: "inherit" });
}

let store;
try {
  store = await openStore(config);
} catch (error) {
  const where = config.databaseUrl
    ? "PostgreSQL"
    : `SQLite in ${config.dataDir}`;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Cannot open the launch list (${where}): ${reason}`);
  process.exit(1);
}
const server = await createAppServer({ buildDir, store, config });
// Mails and webhook calls queued before a crash or restart go out from here.
const deliveries = startDeliveries({ buildDir, store, config });
server.on("error", (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const optIn = config.smtpUrl ? "double opt-in" : "single opt-in";
  console.log(
    `Blunt & Bold is live at http://${shownHost}:${bound} (launch list: ${store.engine}, ${optIn})`,
  );
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await closeGracefully(server, shutdownGraceMs);
    await deliveries.stop();
    await store.close();
    process.exit(0);
  });
}
