import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/** HTTP server for the prerendered site in `root` (build/client). */
export function createSiteServer(root) {
  const notFoundPage = readFileSync(join(root, "404.html"));
  const assets = sirv(root, { etag: true, gzip: true, brotli: true });
  return createServer((req, res) => {
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(notFoundPage);
    });
  });
}
