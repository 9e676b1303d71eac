// Steps that turn React Router's prerendered output into a deployable static site. Runs under
// tsx, so steps can read the typed content in app/ directly.
import { pathToFileURL } from "node:url";
import { buildLayout } from "../server/build-layout";
import { writeApiDocs } from "./build/api-docs";
import {
  nginxOptionsFromEnv,
  writeDeployConfigs,
} from "./build/deploy-configs";
import { moveNotFoundPage } from "./build/not-found-page";
import {
  inlineCriticalCss,
  writeLateStylesheet,
} from "./build/page-stylesheet.ts";
import { precompress } from "./build/precompress";
import { writeReactPreloads } from "./build/react-preloads";
import { writeSeoFiles } from "./build/seo-files.ts";
import { writeSignupConfig } from "./build/signup-config.ts";
import { bundleServer } from "./build/server-bundle";
import { removeSpaFallback } from "./build/spa-fallback";
import { removeUnusedScripts } from "./build/unused-scripts";
import { writeWebManifest } from "./build/web-manifest.ts";

/**
 * Runs every post-build step on `buildDir`; steps that change HTML go before the CSP hashes,
 * compression covers every file the others wrote, and the server is bundled last.
 * `nginx` holds the server's paths for the nginx config (see nginxOptionsFromEnv).
 */
export function postbuild(
  buildDir: string,
  { nginx }: { nginx?: ReturnType<typeof nginxOptionsFromEnv> } = {},
) {
  const { client } = buildLayout(buildDir);
  moveNotFoundPage(client);
  removeSpaFallback(client);
  removeUnusedScripts(client);
  writeReactPreloads(client);
  inlineCriticalCss(client);
  writeLateStylesheet(client);
  writeSeoFiles(client);
  writeWebManifest(client);
  writeDeployConfigs(buildDir, { nginx });
  writeSignupConfig(buildDir);
  precompress(client);
  bundleServer(buildDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  postbuild("build", { nginx: nginxOptionsFromEnv(process.env) });
  // The API's documents come from the routes' schemas, on the build just made.
  await writeApiDocs("build");
}
