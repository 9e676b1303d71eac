import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { buildLayout } from "../../server/build-layout.mjs";
import { securityHeaders } from "../../server/http-policy.mjs";
import { headersFile } from "./headers-file.mjs";
import { nginxConfig } from "./nginx-config.mjs";
import { collectScriptHashes } from "./script-hashes.mjs";

/**
 * Computes the security headers from the finished HTML (the CSP hashes its inline scripts)
 * and writes them for every way of serving: JSON for the Node server, an nginx config and a
 * `_headers` file. nginx serves `nginxRoot`, by default this build's own client folder.
 */
export function writeDeployConfigs(buildDir, { nginxRoot } = {}) {
  const layout = buildLayout(buildDir);
  const headers = securityHeaders(collectScriptHashes(layout.client));
  mkdirSync(dirname(layout.headers), { recursive: true });
  writeFileSync(layout.headers, `${JSON.stringify(headers, null, 2)}\n`);
  writeFileSync(layout.nginx, nginxConfig({ root: nginxRoot ?? resolve(layout.client), headers }));
  writeFileSync(join(layout.client, "_headers"), headersFile(headers));
}
