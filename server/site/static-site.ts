// The static site: every file of the build from ADR 008's in-memory index (static-files.ts),
// with precompressed variants, ETags and conditional requests, byte ranges, HEAD, and the 404
// page for unknown paths. One wildcard route takes every path outside /api/; it writes the
// answers it worked out at start straight to the socket (`reply.hijack()`), so a page costs
// no more than it did on a bare `node:http` server.
import type { Log } from "../logger";
import { createReadStream } from "node:fs";
import { STATUS_CODES, type ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { acceptedEncodings } from "./accept-encoding";
import { parseByteRange } from "./byte-range";
import { cacheControl, notFoundPage, securityHeadersFor } from "./http-policy";
import { requestPath } from "./request-path";
import {
  defaultMemoryLimit,
  indexStaticFiles,
  matchesEtag,
  readStaticFile,
  variantFor,
  type Variant,
} from "./static-files";

type Headers = Record<string, string | number>;

/** A plain-text answer that is only a status, such as 405 or 416. */
export function sendStatus(
  res: ServerResponse,
  status: number,
  headers: Headers = {},
) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cacheControl.revalidate,
    ...headers,
  });
  res.end(body);
}

const withoutHeaders = (headers: Headers, names: string[]) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name)),
  );

/**
 * Sends `variant` (the whole of it, or `range`) from memory, or streams it from disk. A read
 * error (a deploy removed the file under a running server) is logged and ends that one
 * response, never the process.
 */
function sendBody(
  log: Pick<Log, "error">,
  method: string,
  res: ServerResponse,
  variant: Variant,
  range?: { start: number; end: number },
) {
  if (method === "HEAD") res.end();
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
      log.error({ err: error }, "a static file could not be read");
      if (res.headersSent) res.destroy();
      else sendStatus(res, 500);
    });
}

export interface SiteOptions {
  /** Files up to this many bytes are served from memory, bigger ones stream from disk. */
  memoryLimit?: number;
}

const site: FastifyPluginAsync<SiteOptions> = async (
  app,
  { memoryLimit = defaultMemoryLimit },
) => {
  const { layout, security } = app.buildOutput;
  // An answer that sends no file has nothing inline to allow.
  const noFile = securityHeadersFor(security);
  const readOptions = { memoryLimit, security };
  const files = indexStaticFiles(layout.client, readOptions);
  // The 404 page is hidden from the index (never a 200), so it is read on its own.
  const notFound = readStaticFile(layout.client, notFoundPage, {
    ...readOptions,
    memoryLimit: Infinity,
  });

  function answer(request: FastifyRequest, res: ServerResponse) {
    const { method, headers } = request.raw;
    if (method !== "GET" && method !== "HEAD")
      return sendStatus(res, 405, { ...noFile, Allow: "GET, HEAD" });
    const pathname = requestPath(request.raw.url);
    if (pathname === null) return sendStatus(res, 400, noFile);
    const encodings = acceptedEncodings(headers["accept-encoding"]);
    const file = files.get(pathname);
    if (!file) {
      const variant = variantFor(notFound, encodings);
      res.writeHead(
        404,
        withoutHeaders(variant.headers, [
          "Accept-Ranges",
          "ETag",
          "Last-Modified",
        ]),
      );
      return sendBody(request.log, method, res, variant);
    }

    // Ranges come from the file as it is, and only by its own path: a route is a page. An
    // If-Range can only hold a weak ETag, which must not validate a range.
    const range =
      headers.range !== undefined &&
      file.path === pathname &&
      method === "GET" &&
      headers["if-range"] === undefined
        ? parseByteRange(headers.range, file.identity.size)
        : null;
    if (range === "unsatisfiable")
      return sendStatus(res, 416, {
        ...noFile,
        "Content-Range": `bytes */${file.identity.size}`,
      });
    if (range) {
      res.writeHead(206, {
        ...file.identity.headers,
        "Content-Length": range.end - range.start + 1,
        "Content-Range": `bytes ${range.start}-${range.end}/${file.identity.size}`,
      });
      return sendBody(request.log, method, res, file.identity, range);
    }

    const variant = variantFor(file, encodings);
    if (matchesEtag(headers["if-none-match"], variant.etag)) {
      res.writeHead(
        304,
        withoutHeaders(variant.headers, ["Content-Length", "Content-Encoding"]),
      );
      return res.end();
    }
    res.writeHead(200, variant.headers);
    sendBody(request.log, method, res, variant);
  }

  // A write to a page is refused with 405 before anything would read its body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: "/*",
    exposeHeadRoute: false,
    // The built site, answered by hand from memory (ADR 008): pages, not the API.
    schema: { hide: true },
    handler: (request, reply) => {
      reply.hijack();
      try {
        answer(request, reply.raw);
      } catch (error) {
        request.log.error(
          { reqId: request.id, err: error },
          "a static answer failed",
        );
        if (reply.raw.headersSent) reply.raw.destroy();
        else sendStatus(reply.raw, 500);
      }
    },
  });
};

export default site;
