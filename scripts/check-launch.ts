// Lists every site-config value that is still a placeholder, and the built nginx config's
// certificate paths while they are; exits 1 while any is left, so a release pipeline can
// refuse to ship a site that links to example.com or has no certificate. First it says
// which launch-list mode the build in build/ (or, with none, the next build) is in.
import { existsSync, readFileSync } from "node:fs";
import { launchConfig } from "../app/content/launch-config";
import {
  describeLaunchListMode,
  findPlaceholders,
  findTlsPlaceholders,
  type ModeSource,
} from "../app/lib/launch-check";
import { parseLaunchListMode } from "../app/lib/launch-list-mode";
import { buildLayout } from "../server/build-layout";
import { placeholderMark } from "./build/nginx-config";

const layout = buildLayout("build");
const modeSource: ModeSource = existsSync(layout.signup)
  ? {
      mode: parseLaunchListMode(
        JSON.parse(readFileSync(layout.signup, "utf8")).launchListMode,
      ),
      from: "build",
    }
  : {
      mode: parseLaunchListMode(process.env.VITE_LAUNCH_LIST_MODE),
      from: "env",
    };
console.log(describeLaunchListMode(modeSource));

const nginxConfig = layout.nginx;
const tlsLeft = existsSync(nginxConfig)
  ? findTlsPlaceholders(readFileSync(nginxConfig, "utf8"), placeholderMark)
  : [];
const left = [...findPlaceholders(launchConfig), ...tlsLeft];
if (left.length === 0) {
  console.log(
    "check:launch: no placeholders left in app/content/site.ts, brand-facts.ts or build/deploy/nginx.conf",
  );
} else {
  console.log(
    `check:launch: ${left.length} placeholder(s) still set in app/content/site.ts, brand-facts.ts or build/deploy/nginx.conf:`,
  );
  for (const { path, value } of left) console.log(`  ${path} = ${value}`);
  if (tlsLeft.length > 0)
    console.log(
      "  Certificates: rebuild with NGINX_TLS_CERT=... NGINX_TLS_KEY=... npm run build",
    );
  process.exitCode = 1;
}
