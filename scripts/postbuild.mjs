// @ts-check
// Steps that turn React Router's prerendered output into a deployable static site. Runs under
// tsx, so steps can read the typed content in app/ directly.
import { pathToFileURL } from "node:url";
import { buildLayout } from "../server/build-layout.mjs";
import { writeDeployConfigs } from "./build/deploy-configs.mjs";
import { moveNotFoundPage } from "./build/not-found-page.mjs";
import { precompress } from "./build/precompress.mjs";
import { writeSeoFiles } from "./build/seo-files.ts";
import { removeSpaFallback } from "./build/spa-fallback.mjs";

/**
 * Runs every post-build step on `buildDir`; steps that change HTML go before the CSP hashes,
 * and compression goes last so it covers every file the others wrote.
 * `nginxRoot` is where the nginx config will find build/client on the server.
 * @param {string} buildDir
 * @param {{ nginxRoot?: string }} [options]
 */
export function postbuild(buildDir, { nginxRoot } = {}) {
  const { client } = buildLayout(buildDir);
  moveNotFoundPage(client);
  removeSpaFallback(client);
  writeSeoFiles(client);
  writeDeployConfigs(buildDir, { nginxRoot });
  precompress(client);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  postbuild("build", { nginxRoot: process.env.NGINX_ROOT || undefined });
