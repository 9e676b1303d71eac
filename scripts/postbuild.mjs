// @ts-check
// Steps that turn React Router's prerendered output into a deployable static site. Runs under
// tsx, so steps can read the typed content in app/ directly.
import { pathToFileURL } from "node:url";
import { buildLayout } from "../server/build-layout.mjs";
import {
  nginxOptionsFromEnv,
  writeDeployConfigs,
} from "./build/deploy-configs.mjs";
import { moveNotFoundPage } from "./build/not-found-page.mjs";
import { inlineCriticalCss } from "./build/page-stylesheet.ts";
import { precompress } from "./build/precompress.mjs";
import { writeSeoFiles } from "./build/seo-files.ts";
import { writeSignupConfig } from "./build/signup-config.ts";
import { removeSpaFallback } from "./build/spa-fallback.mjs";
import { writeWebManifest } from "./build/web-manifest.ts";

/**
 * Runs every post-build step on `buildDir`; steps that change HTML go before the CSP hashes,
 * and compression goes last so it covers every file the others wrote.
 * `nginx` holds the server's paths for the nginx config (see nginxOptionsFromEnv).
 * @param {string} buildDir
 * @param {{ nginx?: ReturnType<typeof nginxOptionsFromEnv> }} [options]
 */
export function postbuild(buildDir, { nginx } = {}) {
  const { client } = buildLayout(buildDir);
  moveNotFoundPage(client);
  removeSpaFallback(client);
  inlineCriticalCss(client);
  writeSeoFiles(client);
  writeWebManifest(client);
  writeDeployConfigs(buildDir, { nginx });
  writeSignupConfig(buildDir);
  precompress(client);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  postbuild("build", { nginx: nginxOptionsFromEnv(process.env) });
