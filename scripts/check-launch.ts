// Lists every site-config value that is still a placeholder, and the built nginx config's
// certificate paths while they are; exits 1 while any is left, so a release pipeline can
// refuse to ship a site that links to example.com or has no certificate.
import { existsSync, readFileSync } from "node:fs";
import { site } from "../app/content/site";
import { findPlaceholders, findTlsPlaceholders } from "../app/lib/launch-check";
import { buildLayout } from "../server/build-layout.mjs";
import { placeholderMark } from "./build/nginx-config.mjs";

const nginxConfig = buildLayout("build").nginx;
const tlsLeft = existsSync(nginxConfig)
  ? findTlsPlaceholders(readFileSync(nginxConfig, "utf8"), placeholderMark)
  : [];
const left = [...findPlaceholders(site), ...tlsLeft];
if (left.length === 0) {
  console.log(
    "check:launch: no placeholders left in app/content/site.ts or build/deploy/nginx.conf",
  );
} else {
  console.log(
    `check:launch: ${left.length} placeholder(s) still set in app/content/site.ts or build/deploy/nginx.conf:`,
  );
  for (const { path, value } of left) console.log(`  ${path} = ${value}`);
  if (tlsLeft.length > 0)
    console.log(
      "  Certificates: rebuild with NGINX_TLS_CERT=... NGINX_TLS_KEY=... npm run build",
    );
  process.exitCode = 1;
}
