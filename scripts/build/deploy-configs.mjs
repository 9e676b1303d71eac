// @ts-check
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { site } from "../../app/content/site";
import { buildLayout } from "../../server/build-layout.mjs";
import { securityHeaders } from "../../server/http-policy.mjs";
import { headersFile, redirectsFile } from "./headers-file.mjs";
import { nginxBrotliConfig, nginxConfig } from "./nginx-config.mjs";
import { collectInlineHashes } from "./csp-hashes.mjs";

/**
 * The nginx settings `npm run build` takes from the environment: where build/client lives on
 * the server, the certificate and key, and where `npm start` listens for `/api/`. Unset
 * certificate paths stay placeholders that `npm run check:launch` reports.
 * @param {Record<string, string | undefined>} env
 * @returns {Partial<Pick<import("./nginx-config.mjs").NginxOptions, "root" | "tls" | "apiUpstream">>}
 */
export function nginxOptionsFromEnv(env) {
  const { NGINX_ROOT, NGINX_TLS_CERT, NGINX_TLS_KEY, NGINX_API_UPSTREAM } = env;
  if (Boolean(NGINX_TLS_CERT) !== Boolean(NGINX_TLS_KEY)) {
    throw new Error("Set both NGINX_TLS_CERT and NGINX_TLS_KEY, or neither.");
  }
  return {
    ...(NGINX_ROOT && { root: NGINX_ROOT }),
    ...(NGINX_TLS_CERT &&
      NGINX_TLS_KEY && { tls: { certificate: NGINX_TLS_CERT, certificateKey: NGINX_TLS_KEY } }),
    ...(NGINX_API_UPSTREAM && { apiUpstream: NGINX_API_UPSTREAM }),
  };
}

/**
 * Computes the security headers from the finished HTML (the CSP hashes its inline scripts)
 * and writes them for every way of serving: JSON for the Node server, an nginx config (plus
 * its optional brotli include) and `_headers`/`_redirects` files for static hosts. nginx
 * answers for the site's own host name and serves this build's client folder unless `nginx`
 * options say otherwise.
 * @param {string} buildDir
 * @param {{ nginx?: ReturnType<typeof nginxOptionsFromEnv> }} [options]
 */
export function writeDeployConfigs(buildDir, { nginx = {} } = {}) {
  const layout = buildLayout(buildDir);
  const headers = securityHeaders(collectInlineHashes(layout.client));
  mkdirSync(dirname(layout.headers), { recursive: true });
  writeFileSync(layout.headers, `${JSON.stringify(headers, null, 2)}\n`);
  writeFileSync(
    layout.nginx,
    nginxConfig({
      root: resolve(layout.client),
      serverName: new URL(site.baseUrl).hostname,
      headers,
      ...nginx,
    }),
  );
  writeFileSync(layout.nginxBrotli, nginxBrotliConfig);
  writeFileSync(join(layout.client, "_headers"), headersFile(headers));
  writeFileSync(join(layout.client, "_redirects"), redirectsFile());
}
