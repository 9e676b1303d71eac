import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
} from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { join, relative, sep } from "node:path";
import { pipeline } from "node:stream";
import { lookup } from "mrmime";
import sirv from "sirv";
import { acceptedEncodings } from "./accept-encoding.mjs";
import { buildLayout } from "./build-layout.mjs";
import { parseByteRange } from "./byte-range.mjs";
import {
  cacheControl,
  cacheControlFor,
  isHiddenPath,
  notFoundPage,
} from "./http-policy.mjs";
import { requestPath } from "./request-path.mjs";

/** sirv's validator format, so a range response and a full one agree on the ETag. */
const etagOf = ({ size, mtime }) => `W/"${size}-${mtime.getTime()}"`;

// sirv answers ranges itself but misreads some (`bytes=0-0`, suffixes, reversed spans throw
// in the middle of a response), so ranges of real files are answered here from this index.
function indexFiles(client) {
  const files = new Map();
  for (const entry of readdirSync(client, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    const pathname = `/${relative(client, abs).split(sep).join("/")}`;
    if (isHiddenPath(pathname)) continue;
    const { size, mtime } = statSync(abs);
    files.set(pathname, {
      abs,
      size,
      mtime,
      type: lookup(pathname) ?? "application/octet-stream",
    });
  }
  return files;
}

function readVariants(path) {
  const read = (suffix) =>
    existsSync(path + suffix) ? readFileSync(path + suffix) : undefined;
  return { br: read(".br"), gzip: read(".gz"), identity: readFileSync(path) };
}

function sendStatus(res, status, headers = {}) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cacheControl.revalidate,
    ...headers,
  });
  res.end(body);
}

function sendRange(res, file, range) {
  if (range === "unsatisfiable") {
    return sendStatus(res, 416, { "Content-Range": `bytes */${file.size}` });
  }
  res.writeHead(206, {
    "Content-Type": file.type,
    "Content-Length": range.end - range.start + 1,
    "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
    "Last-Modified": file.mtime.toUTCString(),
    ETag: etagOf(file),
  });
  pipeline(createReadStream(file.abs, range), res, () => {});
}

/** Where the API lives; requests under it go to the `api` handler when there is one. */
export const apiPrefix = "/api/";

/**
 * The production server for a finished build (`npm run build` output in `buildDir`): static
 * files through sirv with precompressed variants and ETags, the 404 page with status 404, and
 * the build's security headers on every response. Requests under /api/ go to `api` (the
 * signup API, see signup-api.mjs) untouched, so static files keep this short path.
 * @param {string} buildDir
 * @param {{ api?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void }} [options]
 */
export function createSiteServer(buildDir, { api } = {}) {
  const layout = buildLayout(buildDir);
  const securityHeaders = JSON.parse(readFileSync(layout.headers, "utf8"));
  const files = indexFiles(layout.client);
  const notFound = readVariants(join(layout.client, notFoundPage));
  const serveStatic = sirv(layout.client, {
    etag: true,
    brotli: true,
    gzip: true,
  });

  function sendNotFound(res, encodings) {
    const encoding = encodings.find((coding) => notFound[coding]) ?? "identity";
    const body = notFound[encoding];
    res.removeHeader("Accept-Ranges");
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": cacheControl.revalidate,
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(body);
  }

  function handle(req, res) {
    if (api && req.url?.startsWith(apiPrefix)) return api(req, res);
    // sirv streams from the file list it read at start and leaves a read error unhandled,
    // which would end the process when a deploy removes a file under a running server.
    res.on("pipe", (source) =>
      source.on("error", (error) => {
        console.error(error);
        if (res.headersSent) res.destroy();
        else sendStatus(res, 500);
      }),
    );
    for (const [name, value] of Object.entries(securityHeaders))
      res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendStatus(res, 405, { Allow: "GET, HEAD" });
    }
    const pathname = requestPath(req.url);
    if (pathname === null) return sendStatus(res, 400);
    // sirv matches encodings by substring; hand it only the ones the client really accepts.
    const encodings = acceptedEncodings(req.headers["accept-encoding"]);
    req.headers["accept-encoding"] = encodings.join(", ");
    if (isHiddenPath(pathname)) return sendNotFound(res, encodings);

    res.setHeader("Cache-Control", cacheControlFor(pathname));
    const file = files.get(pathname);
    if (file) res.setHeader("Accept-Ranges", "bytes");
    if (req.headers.range !== undefined) {
      // An If-Range can only hold sirv's weak ETag, which must not validate a range.
      const wantsRange =
        file && req.method === "GET" && req.headers["if-range"] === undefined;
      const range = wantsRange
        ? parseByteRange(req.headers.range, file.size)
        : null;
      if (range) return sendRange(res, file, range);
      delete req.headers.range;
    }
    serveStatic(req, res, () => sendNotFound(res, encodings));
  }

  return createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500);
    }
  });
}

/**
 * Stops accepting connections, closes keep-alive ones as soon as they are idle, and lets
 * responses in flight finish for up to `graceMs` before cutting them; resolves once closed.
 */
export function closeGracefully(server, graceMs) {
  return new Promise((resolve) => {
    // A connection whose response has just finished turns idle a moment later; sweeping
    // again spares waiting out its keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
