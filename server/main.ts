// The production server: `npm start` runs it once a build exists, and the deploy unit runs its
// built form (build/server/main.js) directly. Opens the launch list's store, serves the site
// and its API, sends queued mail and webhook calls, and stops gracefully on SIGTERM/SIGINT.
import { buildApp } from "./app";
import { readConfig } from "./config";
import { serverLogger } from "./logger";
import { openStore } from "./store/index";

/** Where `npm run build` leaves the site, relative to the working directory. */
const buildDir = "build";
// Responses still in flight get this long to finish after SIGTERM.
const shutdownGraceMs = 10_000;

const config = readConfig((problem) => serverLogger("info").fatal(problem));
const { port, host } = config;
const log = serverLogger(config.logLevel);

const store = await openStore({ ...config, log }).catch((error: unknown) => {
  const where = config.databaseUrl
    ? "PostgreSQL"
    : `SQLite in ${config.dataDir}`;
  const reason = error instanceof Error ? error.message : String(error);
  log.fatal(`Cannot open the launch list (${where}): ${reason}`);
  process.exit(1);
});
const app = await buildApp({ buildDir, store, config, log });

try {
  await app.listen({ port, host });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  log.fatal(`Cannot serve on ${host}:${port}: ${reason}`);
  process.exit(1);
}
const address = app.server.address();
const bound = typeof address === "object" && address ? address.port : port;
const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
const optIn = config.smtpUrl ? "double opt-in" : "single opt-in";
log.info(
  `Blunt & Bold is live at http://${shownHost}:${bound} (launch list: ${store.engine}, ${optIn})`,
);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    // Keep-alive connections close as soon as they are idle (Fastify's default); a response
    // still running after the grace period is cut.
    setTimeout(() => app.server.closeAllConnections(), shutdownGraceMs).unref();
    await app.close();
    await store.close();
    process.exit(0);
  });
}
