import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  cpSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "../../scripts/build/nginx-config";
import { freePort } from "../../scripts/free-port";
import { buildLayout } from "../../server/build-layout";
import type { FixtureBuild } from "./fixture";
import type { RunningServer } from "./site-contract";

// Where `bash scripts/ensure-nginx.sh` (a step of `npm test`) puts Debian's nginx and module.
export const nginxBin = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const brotliModule =
  process.env.NGINX_BROTLI_MODULE ??
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const installHint =
  "Run `bash scripts/ensure-nginx.sh` (as root it installs Debian's nginx, " +
  "libnginx-mod-http-brotli-static and openssl; otherwise it names the command).";

/**
 * A copy of `buildDir` that nginx's workers can read. They drop root rights, and a checkout
 * may sit in a folder only its owner can enter (a clone into `mktemp -d`, say). Remove it
 * with `rmSync(copy, { recursive: true })`.
 */
export function readableCopy(buildDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "bb-build-"));
  chmodSync(copy, 0o755);
  cpSync(buildDir, copy, { recursive: true });
  return copy;
}

/** A temporary folder for one nginx: its config, pid, temp files and a self-signed certificate. */
export function nginxFolder() {
  const dir = mkdtempSync(join(tmpdir(), "bb-nginx-"));
  // Workers drop root rights and must still reach the temp folders nginx makes in here.
  chmodSync(dir, 0o755);
  const tls = {
    certificate: join(dir, "cert.pem"),
    certificateKey: join(dir, "key.pem"),
  };
  execFileSync(
    "openssl",
    [
      ...[
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
      ],
      ...["-nodes", "-days", "1", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
      ...["-keyout", tls.certificateKey, "-out", tls.certificate],
    ],
    { stdio: "ignore" },
  );
  return {
    dir,
    tls,
    ca: readFileSync(tls.certificate),
    /** The generated brotli include goes here when a test turns brotli on. */
    brotliSnippet: join(dir, "blunt-bold-brotli.conf"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Debian's main nginx.conf cut to what a foreground nginx needs in a temporary folder, with
 * no module loaded unless asked for: Debian's modules-enabled is left out on purpose, so a
 * machine that has ngx_brotli still tests the stock setup.
 */
export function mainConfig(dir: string, site: string, modules: string[] = []) {
  return `${modules.map((module) => `load_module ${module};\n`).join("")}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr;
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
  include ${site};
}
`;
}

/** `nginx -t` on a main config: the exit status and what nginx said. */
export function nginxTest(dir: string, config: string) {
  const path = join(dir, "test.conf");
  writeFileSync(path, config);
  const { status, stderr } = spawnSync(
    nginxBin,
    ["-t", "-p", dir, "-c", path, "-e", "stderr"],
    {
      encoding: "utf8",
    },
  );
  return { ok: status === 0, output: stderr };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
  });
}

export type RunningNginx = RunningServer & {
  /** The port standing for 80, where plain HTTP only redirects. */
  httpPort: number;
  ca: Buffer;
};

/**
 * nginx serving `build` with the config `npm run build` generates, on two loopback ports
 * standing for 80 and 443, with a throwaway certificate; with the brotli include turned on
 * (and ngx_brotli loaded) when `brotli` is set, and `/api/` passed to `apiUpstream`.
 */
export async function startNginx(
  build: Pick<FixtureBuild, "buildDir">,
  {
    brotli = false,
    apiUpstream,
  }: { brotli?: boolean; apiUpstream?: string } = {},
): Promise<RunningNginx> {
  if (!existsSync(nginxBin))
    throw new Error(`nginx not found at ${nginxBin}. ${installHint}`);
  const layout = buildLayout(build.buildDir);
  const folder = nginxFolder();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = join(folder.dir, "site.conf");
  writeFileSync(
    site,
    nginxConfig({
      root: layout.client,
      security: JSON.parse(readFileSync(layout.headers, "utf8")),
      hosts: ["127.0.0.1"],
      httpPort,
      httpsPort,
      tls: folder.tls,
      brotli: folder.brotliSnippet,
      ...(apiUpstream && { apiUpstream }),
    }),
  );
  if (brotli) copyFileSync(layout.nginxBrotli, folder.brotliSnippet);
  const config = join(folder.dir, "nginx.conf");
  writeFileSync(
    config,
    mainConfig(folder.dir, site, brotli ? [brotliModule] : []),
  );

  const nginx = spawn(
    nginxBin,
    ["-p", folder.dir, "-c", config, "-e", "stderr"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  nginx.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await once(nginx, "exit");
    }
    folder.remove();
  };

  for (
    let tries = 0;
    !((await accepts(httpPort)) && (await accepts(httpsPort)));
    tries++
  ) {
    if (nginx.exitCode !== null || tries > 100) {
      nginx.kill("SIGKILL");
      await stop();
      throw new Error(`nginx did not start: ${log}\n${installHint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port: httpsPort, httpPort, ca: folder.ca, stop };
}
