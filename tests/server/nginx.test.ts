import {
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholderTls } from "../../scripts/build/nginx-config";
import { buildLayout } from "../../server/build-layout";
import { createFixtureBuild, type FixtureBuild } from "./fixture";
import { mainConfig, nginxFolder, nginxTest, startNginx } from "./nginx";
import { describeSiteContract } from "./site-contract";

describeSiteContract(
  "Debian's stock nginx with the generated config, over HTTPS",
  startNginx,
  {
    brotli: false,
  },
);

describeSiteContract(
  "nginx with the generated brotli include turned on",
  (build) => startNginx(build, { brotli: true }),
  { brotli: true },
);

/**
 * What nginx warned about. `listen ... http2` is how nginx before 1.25.1 (Debian 12) turns
 * HTTP/2 on; later versions still do it but call it deprecated, which is fine.
 */
const warnings = (output: string) =>
  output
    .split("\n")
    .filter((line) => /\[(warn|emerg)\]/.test(line))
    .filter(
      (line) => !/"listen \.\.\. http2" directive is deprecated/.test(line),
    );

describe("the generated nginx.conf as `npm run build` writes it", () => {
  let build: FixtureBuild;
  let folder: ReturnType<typeof nginxFolder>;

  beforeAll(() => {
    build = createFixtureBuild();
    folder = nginxFolder();
  });
  afterAll(() => {
    folder.remove();
    build.remove();
  });

  /** The build's own file with a host's certificate in place of the placeholders. */
  function withCertificate() {
    const site = join(folder.dir, "site.conf");
    const generated = readFileSync(buildLayout(build.buildDir).nginx, "utf8");
    writeFileSync(
      site,
      generated
        .replace(placeholderTls.certificate, folder.tls.certificate)
        .replace(placeholderTls.certificateKey, folder.tls.certificateKey),
    );
    return site;
  }

  it("passes `nginx -t` on stock nginx with no extra module, without a warning", () => {
    const result = nginxTest(
      folder.dir,
      mainConfig(folder.dir, withCertificate()),
    );
    expect(result.output).toMatch(/test is successful/);
    expect(warnings(result.output)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("drops into Debian's conf.d next to the default site, with its modules-enabled stock", () => {
    // A copy of Debian's /etc/nginx, pointed at itself, with any extra module taken out.
    const etc = join(folder.dir, "etc-nginx");
    cpSync("/etc/nginx", etc, { recursive: true, dereference: true });
    rmSync(join(etc, "modules-enabled"), { recursive: true, force: true });
    mkdirSync(join(etc, "modules-enabled"));
    const main = join(etc, "nginx.conf");
    writeFileSync(
      main,
      readFileSync(main, "utf8")
        .replaceAll("/etc/nginx/", `${etc}/`)
        .replaceAll("/var/log/nginx/", `${folder.dir}/`)
        .replace("/run/nginx.pid", join(folder.dir, "debian.pid"))
        // Only a root master can switch users; nginx warns otherwise.
        .replace(/^user .*;$/m, ""),
    );
    cpSync(withCertificate(), join(etc, "conf.d", "blunt-bold.conf"));
    const result = nginxTest(folder.dir, readFileSync(main, "utf8"));
    expect(result.output).toMatch(/test is successful/);
    expect(warnings(result.output)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("names its certificate placeholders until the build is given real paths", () => {
    const result = nginxTest(
      folder.dir,
      mainConfig(folder.dir, buildLayout(build.buildDir).nginx),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain(placeholderTls.certificate);
  });
});
