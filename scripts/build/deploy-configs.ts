import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { site } from "../../app/content/site";
import { buildLayout } from "../../server/build-layout";
import { buildSecurityHeaders } from "../../server/site/http-policy";
import { headersFile, redirectsFile } from "./headers-file";
import {
  nginxBrotliConfig,
  nginxConfig,
  type NginxOptions,
} from "./nginx-config";
import { pageInlineHashes } from "./csp-hashes";
import { clientFiles, urlPath } from "./html-files";

/**
 * The nginx settings `npm run build` takes from the environment: where build/client lives on
 * the server, the certificate and key, and where `npm start` listens for `/api/`. Unset
 * certificate paths stay placeholders that `npm run check:launch` reports.
 */
export function nginxOptionsFromEnv(
  env: Record<string, string | undefined>,
): Pick<Partial<NginxOptions>, "root" | "tls" | "apiUpstream"> {
  const { NGINX_ROOT, NGINX_TLS_CERT, NGINX_TLS_KEY, NGINX_API_UPSTREAM } = env;
  if (Boolean(NGINX_TLS_CERT) !== Boolean(NGINX_TLS_KEY)) {
    throw new Error("Set both NGINX_TLS_CERT and NGINX_TLS_KEY, or neither.");
  }
  return {
    ...(NGINX_ROOT && { root: NGINX_ROOT }),
    ...(NGINX_TLS_CERT &&
      NGINX_TLS_KEY && {
        tls: { certificate: NGINX_TLS_CERT, certificateKey: NGINX_TLS_KEY },
      }),
    ...(NGINX_API_UPSTREAM && { apiUpstream: NGINX_API_UPSTREAM }),
  };
}

/**
 * Computes the security headers from the finished HTML (each page's CSP hashes its own
 * inline scripts and styles) and writes them for every way of serving: JSON for the Node
 * server, an nginx config (plus its optional brotli include) and `_headers`/`_redirects`
 * files for static hosts. nginx answers for the site's own host name and serves this
 * build's client folder unless `nginx` options say otherwise.
 */
export function writeDeployConfigs(
  buildDir: string,
  { nginx = {} }: { nginx?: ReturnType<typeof nginxOptionsFromEnv> } = {},
) {
  const layout = buildLayout(buildDir);
  const security = buildSecurityHeaders(pageInlineHashes(layout.client));
  const files = clientFiles(layout.client).map(urlPath);
  mkdirSync(dirname(layout.headers), { recursive: true });
  writeFileSync(layout.headers, `${JSON.stringify(security, null, 2)}\n`);
  writeFileSync(
    layout.nginx,
    nginxConfig({
      root: resolve(layout.client),
      serverName: new URL(site.baseUrl).hostname,
      security,
      ...nginx,
    }),
  );
  writeFileSync(layout.nginxBrotli, nginxBrotliConfig);
  writeFileSync(join(layout.client, "_headers"), headersFile(security, files));
  writeFileSync(join(layout.client, "_redirects"), redirectsFile());
}
