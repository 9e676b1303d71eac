import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildLayout } from "../../server/build-layout.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import type { FixtureBuild } from "./fixture";
import { describeSiteContract } from "./site-contract";

const nginxBin = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const installHint =
  "Install Debian's nginx and its brotli module: `bash scripts/ensure-nginx.sh` as root, " +
  "or `sudo apt-get install nginx libnginx-mod-http-brotli-static` (NGINX_BIN points elsewhere).";

/** The generated server block, listening on one loopback port instead of port 80. */
function siteConfig(build: FixtureBuild, port: number) {
  const generated = readFileSync(buildLayout(build.buildDir).nginx, "utf8");
  const local = generated
    .replace(/^(\s*)listen 80;\n/m, `$1listen 127.0.0.1:${port};\n`)
    .replace(/^\s*listen \[::\]:80;\n/m, "");
  if (local === generated || local.match(/listen/g)?.length !== 1) {
    throw new Error(
      "The generated nginx config no longer has the expected listen lines",
    );
  }
  return local;
}

// Debian's main nginx.conf, cut to what a foreground nginx needs in a temporary folder.
function mainConfig(dir: string) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}

async function startNginx(build: FixtureBuild) {
  if (!existsSync(nginxBin))
    throw new Error(`nginx not found at ${nginxBin}. ${installHint}`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "bb-nginx-"));
  writeFileSync(join(dir, "site.conf"), siteConfig(build, port));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
  const nginx = spawn(
    nginxBin,
    ["-c", join(dir, "nginx.conf"), "-e", "stderr"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  nginx.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));

  for (let tries = 0; !(await accepts(port)); tries++) {
    if (nginx.exitCode !== null || tries > 100) {
      nginx.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log}\n${installHint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    port,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill("SIGQUIT");
        await once(nginx, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeSiteContract("nginx with the generated config", startNginx);
