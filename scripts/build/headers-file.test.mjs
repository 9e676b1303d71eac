import { describe, expect, it } from "vitest";
import { cacheControl, securityHeaders } from "../../server/http-policy.mjs";
import { headersFile, maxLineLength, redirectsFile } from "./headers-file.mjs";

const hash = (n) => `sha256-${String(n).padStart(43, "A")}=`;

describe("headersFile", () => {
  it("sends the security headers everywhere and caches only hashed assets forever", () => {
    const file = headersFile(securityHeaders({ scripts: [hash(1)], styles: [hash(2)] }));
    expect(file).toContain(`/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' '${hash(1)}'; style-src 'self' '${hash(2)}';`);
    expect(file).toContain(`/assets/*\n  Cache-Control: ${cacheControl.immutable}\n`);
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });

  it("refuses a policy with a line longer than Cloudflare Pages reads", () => {
    const hashes = Array.from({ length: 40 }, (_, n) => hash(n));
    const headers = securityHeaders({ scripts: hashes, styles: [] });
    expect(headers["Content-Security-Policy"].length).toBeGreaterThan(maxLineLength);
    expect(() => headersFile(headers)).toThrow(/Cloudflare Pages allows 2000/);
  });

  it("says that the API needs the Node server and how to build for a static host", () => {
    const file = headersFile(securityHeaders({ scripts: [hash(1)], styles: [hash(2)] }));
    expect(file).toMatch(/^# .*\/api\/.*npm start/m);
    expect(file).toContain("# host does not have. Build for static hosts with `VITE_LAUNCH_LIST_MODE=mailto npm run build`");
  });
});

describe("redirectsFile", () => {
  it("adds no rule, only the note about the API", () => {
    const lines = redirectsFile().trimEnd().split("\n");
    expect(lines.every((line) => line.startsWith("#"))).toBe(true);
    expect(redirectsFile()).toContain("VITE_LAUNCH_LIST_MODE=mailto npm run build");
  });
});
