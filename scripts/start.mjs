// `npm start`: builds the site when there is no build yet, then serves it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { closeGracefully, createSiteServer } from "../server/app.mjs";
import { buildLayout } from "../server/build-layout.mjs";

const buildDir = "build";
// Responses still in flight get this long to finish after SIGTERM.
const shutdownGraceMs = 10_000;

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "127.0.0.1";
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

const layout = buildLayout(buildDir);
const buildOutputs = [
  join(layout.client, "index.html"),
  join(layout.client, "404.html"),
  layout.headers,
];
if (!buildOutputs.every((path) => existsSync(path))) {
  console.log("No production build found: building it first.");
  execSync("npm run build", { stdio: "inherit" });
}

const server = createSiteServer(buildDir);
server.on("error", (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const { port: bound } = server.address();
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`Blunt & Bold is live at http://${shownHost}:${bound}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await closeGracefully(server, shutdownGraceMs);
    process.exit(0);
  });
}
