import { join } from "node:path";

/** Where `npm run build` leaves what the servers need, inside the build directory. */
export function buildLayout(buildDir: string) {
  const deploy = join(buildDir, "deploy");
  return {
    /** The static site: prerendered HTML, hashed assets, 404.html, `_headers`, `_redirects`. */
    client: join(buildDir, "client"),
    /** The security headers computed from this build, read by the Node server. */
    headers: join(deploy, "headers.json"),
    /** What the signup API needs from the build: mode, consent version, messages. */
    signup: join(deploy, "signup.json"),
    /** The production server, bundled from server/ (`node build/server/main.js`). */
    server: join(buildDir, "server", "main.js"),
    /** The owners' command line, bundled from scripts/signups.ts (`node build/server/signups.js`). */
    commandLine: join(buildDir, "server", "signups.js"),
    /** The nginx server blocks. */
    nginx: join(deploy, "nginx.conf"),
    /** The optional nginx include that serves the `.br` twins (needs ngx_brotli). */
    nginxBrotli: join(deploy, "nginx-brotli.conf"),
  };
}
