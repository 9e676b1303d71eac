// @ts-check
import { join } from "node:path";

/** Where `npm run build` leaves what the servers need, inside the build directory. */
/** @param {string} buildDir */
export function buildLayout(buildDir) {
  const deploy = join(buildDir, "deploy");
  return {
    /** The static site: prerendered HTML, hashed assets, 404.html, `_headers`, `_redirects`. */
    client: join(buildDir, "client"),
    /** The security headers computed from this build, read by the Node server. */
    headers: join(deploy, "headers.json"),
    /** What the signup API needs from the build: mode, consent version, messages. */
    signup: join(deploy, "signup.json"),
    /** The nginx server blocks. */
    nginx: join(deploy, "nginx.conf"),
    /** The optional nginx include that serves the `.br` twins (needs ngx_brotli). */
    nginxBrotli: join(deploy, "nginx-brotli.conf"),
  };
}
