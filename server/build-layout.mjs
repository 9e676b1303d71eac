import { join } from "node:path";

/** Where `npm run build` leaves what the servers need, inside the build directory. */
export function buildLayout(buildDir) {
  const deploy = join(buildDir, "deploy");
  return {
    /** The static site: prerendered HTML, hashed assets, 404.html, `_headers`. */
    client: join(buildDir, "client"),
    /** The security headers computed from this build, read by the Node server. */
    headers: join(deploy, "headers.json"),
    /** What the signup API needs from the build: mode, consent version, messages. */
    signup: join(deploy, "signup.json"),
    /** The nginx server block. */
    nginx: join(deploy, "nginx.conf"),
  };
}
