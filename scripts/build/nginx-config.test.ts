import { describe, expect, it } from "vitest";
import { nginxOptionsFromEnv } from "./deploy-configs";
import {
  brotliSnippet,
  nginxBrotliConfig,
  nginxConfig,
  placeholderTls,
} from "./nginx-config";

const security = {
  headers: {},
  defaultPolicy: "script-src 'self'",
  pagePolicies: { "/about/index.html": "script-src 'self' 'sha256-about='" },
};
const base = { root: "/srv/site", security };
const withHeaders = (headers: Record<string, string>) => ({
  ...base,
  security: { ...security, headers },
});

describe("nginxConfig", () => {
  it("escapes double quotes in header values", () => {
    const config = nginxConfig(withHeaders({ "X-Test": 'a "b"' }));
    expect(config).toContain('add_header X-Test "a \\"b\\"" always;');
  });

  it("refuses a value nginx would read as a variable", () => {
    expect(() => nginxConfig(withHeaders({ "X-Test": "$host" }))).toThrow(
      /Cannot put "\$"/,
    );
  });

  it("looks each page's policy up by the file it serves, and gives anything else the default", () => {
    const config = nginxConfig(base);
    const map = /map \$uri \$blunt_bold_csp \{\n([^}]*)\}/.exec(config)?.[1];
    expect(map).toContain(
      `"/about/index.html" "script-src 'self' 'sha256-about='";`,
    );
    expect(map).toContain(`default "script-src 'self'";`);
    expect(config).toContain(
      "add_header Content-Security-Policy $blunt_bold_csp always;",
    );
  });

  it("passes the API's own policy on, once, and gives nginx's own answers there the default", () => {
    const config = nginxConfig(base);
    expect(config).toContain("~^/api/ $blunt_bold_api_csp;");
    expect(config).toMatch(
      /map \$upstream_http_content_security_policy \$blunt_bold_api_csp \{\n\s*"" "script-src 'self'";\n\s*default \$upstream_http_content_security_policy;/,
    );
    expect(config).toContain("proxy_hide_header Content-Security-Policy;");
  });

  it("serves the root it is given", () => {
    expect(nginxConfig(base)).toContain('root "/srv/site";');
  });

  it("listens on 80 and 443 on every address by default, and redirects without a port", () => {
    const config = nginxConfig(base);
    expect(config.match(/listen (\*|\[::\]):80;/g)).toHaveLength(2);
    expect(config.match(/listen (\*|\[::\]):443 ssl http2;/g)).toHaveLength(2);
    expect(config).toContain("return 301 https://$host$request_uri;");
  });

  it("keeps a non-standard HTTPS port in the redirect", () => {
    const config = nginxConfig({
      ...base,
      hosts: ["127.0.0.1"],
      httpPort: 8080,
      httpsPort: 8443,
    });
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).toContain("return 301 https://$host:8443$request_uri;");
  });

  it("needs no module beyond stock nginx: brotli only through the optional include", () => {
    const config = nginxConfig(base);
    expect(config).not.toMatch(/^\s*brotli/m);
    expect(config).toContain(
      `include ${brotliSnippet.replace(/\.conf$/, "*.conf")};`,
    );
    expect(nginxBrotliConfig).toMatch(/^brotli_static on;$/m);
  });

  it("uses the certificate placeholders until given real paths", () => {
    expect(nginxConfig(base)).toContain(
      `ssl_certificate "${placeholderTls.certificate}";`,
    );
    const tls = {
      certificate: "/etc/le/full.pem",
      certificateKey: "/etc/le/key.pem",
    };
    const config = nginxConfig({ ...base, tls });
    expect(config).toContain('ssl_certificate_key "/etc/le/key.pem";');
    expect(config).not.toContain(placeholderTls.certificate);
  });

  it("proxies /api/ to the upstream it is given, 127.0.0.1:3000 by default", () => {
    expect(nginxConfig(base)).toContain("proxy_pass http://127.0.0.1:3000;");
    expect(nginxConfig({ ...base, apiUpstream: "[::1]:4000" })).toContain(
      "proxy_pass http://[::1]:4000;",
    );
  });

  it.each(["http://127.0.0.1:3000", "127.0.0.1", "a b:1", "host:3000; evil"])(
    "refuses the upstream %j",
    (apiUpstream) => {
      expect(() => nginxConfig({ ...base, apiUpstream })).toThrow(/host:port/);
    },
  );
});

describe("nginxOptionsFromEnv", () => {
  it("takes the server's paths and the API upstream from the environment", () => {
    expect(
      nginxOptionsFromEnv({
        NGINX_ROOT: "/srv/bb/client",
        NGINX_TLS_CERT: "/c.pem",
        NGINX_TLS_KEY: "/k.pem",
        NGINX_API_UPSTREAM: "127.0.0.1:4000",
      }),
    ).toEqual({
      root: "/srv/bb/client",
      tls: { certificate: "/c.pem", certificateKey: "/k.pem" },
      apiUpstream: "127.0.0.1:4000",
    });
    expect(nginxOptionsFromEnv({})).toEqual({});
  });

  it("refuses a certificate without its key", () => {
    expect(() => nginxOptionsFromEnv({ NGINX_TLS_CERT: "/c.pem" })).toThrow(
      /both/,
    );
  });
});
