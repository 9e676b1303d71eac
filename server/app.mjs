// @ts-check
import { createReadStream, readFileSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { pipeline } from "node:stream";
import { acceptedEncodings } from "./accept-encoding.mjs";
import { buildLayout } from "./build-layout.mjs";
import { parseByteRange } from "./byte-range.mjs";
import {
  apiPrefix,
  cacheControl,
  notFoundPage,
  securityHeadersFor,
} from "./http-policy.mjs";
import { requestPath } from "./request-path.mjs";
import {
  defaultMemoryLimit,
  indexStaticFiles,
  matchesEtag,
  readStaticFile,
  variantFor,
} from "./static-files.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("./static-files.mjs").Variant} Variant */

/**
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
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

/**
 * @param {Record<string, string | number>} headers
 * @param {string[]} names
 */
const withoutHeaders = (headers, names) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name)),
  );

/**
 * Sends `variant` (the whole of it, or `range`) from memory, or streams it from disk. A read
 * error (a deploy removed the file under a running server) is logged and ends that one
 * response, never the process.
 * @param {Request} req
 * @param {Response} res
 * @param {Variant} variant
 * @param {{ start: number, end: number }} [range]
 */
function sendBody(req, res, variant, range) {
  if (req.method === "HEAD") res.end();
  else if (variant.body)
    res.end(
      range ? variant.body.subarray(range.start, range.end + 1) : variant.body,
    );
  else
    pipeline(createReadStream(variant.abs, range), res, (error) => {
      // A client that leaves before the end is no fault of the server's.
      if (
        !error ||
        ("code" in error && error.code === "ERR_STREAM_PREMATURE_CLOSE")
      )
        return;
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500);
    });
}

/**
 * The production server for a finished build (`npm run build` output in `buildDir`): the
 * build's files with their precompressed variants and ETags (static-files.mjs), byte ranges,
 * the 404 page with status 404, and the build's security headers on every response (each
 * page's policy allows its own inline code, any other answer's none). Requests under /api/
 * go to `api` (the signup API, see signup-api.mjs) untouched.
 * @param {string} buildDir
 * @param {{
 *   api?: (req: Request, res: Response) => void,
 *   memoryLimit?: number,
 * }} [options] `memoryLimit`: files up to this many bytes are served from memory
 */
export function createSiteServer(
  buildDir,
  { api, memoryLimit = defaultMemoryLimit } = {},
) {
  const layout = buildLayout(buildDir);
  /** @type {import("./http-policy.mjs").BuildSecurityHeaders} */
  const security = JSON.parse(readFileSync(layout.headers, "utf8"));
  // A status answer is plain text: nothing inline to allow.
  const statusHeaders = securityHeadersFor(security);
  const readOptions = { memoryLimit, security };
  const files = indexStaticFiles(layout.client, readOptions);
  // The 404 page is hidden from the index (never a 200), so it is read on its own.
  const notFound = readStaticFile(layout.client, notFoundPage, {
    ...readOptions,
    memoryLimit: Infinity,
  });

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {("br" | "gzip")[]} encodings
   */
  function sendNotFound(req, res, encodings) {
    const variant = variantFor(notFound, encodings);
    res.writeHead(
      404,
      withoutHeaders(variant.headers, [
        "Accept-Ranges",
        "ETag",
        "Last-Modified",
      ]),
    );
    sendBody(req, res, variant);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function handle(req, res) {
    if (api && req.url?.startsWith(apiPrefix)) return api(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendStatus(res, 405, { ...statusHeaders, Allow: "GET, HEAD" });
    }
    const pathname = requestPath(req.url);
    if (pathname === null) return sendStatus(res, 400, statusHeaders);
    const encodings = acceptedEncodings(req.headers["accept-encoding"]);
    const file = files.get(pathname);
    if (!file) return sendNotFound(req, res, encodings);

    // Ranges come from the file as it is, and only by its own path: a route is a page. An
    // If-Range can only hold a weak ETag, which must not validate a range.
    const range =
      req.headers.range !== undefined &&
      file.path === pathname &&
      req.method === "GET" &&
      req.headers["if-range"] === undefined
        ? parseByteRange(req.headers.range, file.identity.size)
        : null;
    if (range === "unsatisfiable") {
      return sendStatus(res, 416, {
        ...statusHeaders,
        "Content-Range": `bytes */${file.identity.size}`,
      });
    }
    if (range) {
      const { headers } = file.identity;
      res.writeHead(206, {
        ...headers,
        "Content-Length": range.end - range.start + 1,
        "Content-Range": `bytes ${range.start}-${range.end}/${file.identity.size}`,
      });
      return sendBody(req, res, file.identity, range);
    }

    const variant = variantFor(file, encodings);
    if (matchesEtag(req.headers["if-none-match"], variant.etag)) {
      res.writeHead(
        304,
        withoutHeaders(variant.headers, ["Content-Length", "Content-Encoding"]),
      );
      return res.end();
    }
    res.writeHead(200, variant.headers);
    sendBody(req, res, variant);
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
 * @param {import("node:http").Server} server
 * @param {number} graceMs
 * @returns {Promise<void>}
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
