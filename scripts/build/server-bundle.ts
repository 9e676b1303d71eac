// The server in JavaScript that Node 20 runs as it is: server/main.ts, the SQLite worker
// thread it starts and the owners' command line (scripts/signups.ts), each bundled with the
// app modules they import (content, rules) into build/server/, beside the store's SQL
// migrations, which they read at start. Packages stay imports from node_modules. ADR 017
// says why esbuild.
import { cpSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildSync } from "esbuild";
import { buildLayout } from "../../server/build-layout";

const entryPoints = [
  "server/main.ts",
  "server/store/sqlite-worker.ts",
  "scripts/signups.ts",
];

export function bundleServer(buildDir: string) {
  const outdir = dirname(buildLayout(buildDir).server);
  buildSync({
    entryPoints: entryPoints.map(
      (entry) => new URL(`../../${entry}`, import.meta.url).pathname,
    ),
    outdir,
    // Flat, so the store finds its worker next to the bundle that starts it.
    entryNames: "[name]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  cpSync(
    new URL("../../server/store/migrations", import.meta.url).pathname,
    join(outdir, "migrations"),
    { recursive: true },
  );
  // ES modules wherever the build is copied, with or without the project's package.json.
  writeFileSync(join(outdir, "package.json"), '{ "type": "module" }\n');
}
