// @ts-check
// The build's files, read once at start into what each request path answers: a prerendered
// route under its own path too (`/about` and `/about/` for `about/index.html`), each
// precompressed twin as a variant, and every response header worked out ahead. Files up to
// `memoryLimit` bytes are held in memory, so a request for a page or asset costs no file
// system call; bigger ones (videos) stream from disk.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { lookup } from "mrmime";
import {
  cacheControlFor,
  isHiddenPath,
  requestPathsOf,
  securityHeadersFor,
} from "./http-policy.mjs";

/** @typedef {"br" | "gzip"} Encoding */

/**
 * One file as sent: from memory (`body`) or streamed from `abs`.
 * @typedef {object} Variant
 * @property {string} abs
 * @property {number} size
 * @property {string} etag
 * @property {Buffer} [body]
 * @property {Record<string, string | number>} headers every header of its 200 answer
 */

/**
 * A file of the build and its precompressed twins.
 * @typedef {object} StaticFile
 * @property {string} path the file's own path, the only one that answers byte ranges
 * @property {Variant} identity
 * @property {Partial<Record<Encoding, Variant>>} encoded
 */

/** What the build writes next to a file it compressed, by encoding. */
const twinSuffixes = /** @type {const} */ ({ br: ".br", gzip: ".gz" });

/** Held in memory up to this size by default: every page, script, style, font and image. */
export const defaultMemoryLimit = 1024 * 1024;

/**
 * sirv's validator format, kept so caches that hold one from before still revalidate.
 * @param {{ size: number, mtimeMs: number }} stats
 */
const etagOf = ({ size, mtimeMs }) => `W/"${size}-${Math.trunc(mtimeMs)}"`;

/**
 * How files are read: up to `memoryLimit` bytes into memory, and each with its own security
 * headers from `security` (a page's policy allows its inline code).
 * @typedef {object} ReadOptions
 * @property {number} memoryLimit
 * @property {import("./http-policy.mjs").BuildSecurityHeaders} security
 */

/**
 * @param {string} abs
 * @param {string} path
 * @param {ReadOptions} options
 * @param {{ encoding?: Encoding, hasTwins?: boolean }} [twin] `hasTwins`: the answer depends on Accept-Encoding
 * @returns {Variant}
 */
function readVariant(abs, path, { memoryLimit, security }, twin = {}) {
  const stats = statSync(abs);
  const etag = etagOf(stats);
  return {
    abs,
    size: stats.size,
    etag,
    body: stats.size <= memoryLimit ? readFileSync(abs) : undefined,
    headers: {
      ...securityHeadersFor(security, path),
      "Content-Type": contentType(path),
      "Content-Length": stats.size,
      "Cache-Control": cacheControlFor(path),
      "Last-Modified": stats.mtime.toUTCString(),
      ETag: etag,
      "Accept-Ranges": "bytes",
      ...(twin.hasTwins ? { Vary: "Accept-Encoding" } : {}),
      ...(twin.encoding ? { "Content-Encoding": twin.encoding } : {}),
    },
  };
}

/**
 * The file at `path` in `client`, with whichever twins `exists` finds.
 * @param {string} client
 * @param {string} path
 * @param {ReadOptions} options
 * @param {(abs: string) => boolean} [exists]
 * @returns {StaticFile}
 */
export function readStaticFile(client, path, options, exists = existsSync) {
  const abs = join(client, ...path.split("/"));
  /** @type {Partial<Record<Encoding, Variant>>} */
  const encoded = {};
  for (const [encoding, suffix] of /** @type {[Encoding, string][]} */ (
    Object.entries(twinSuffixes)
  )) {
    if (exists(abs + suffix)) {
      encoded[encoding] = readVariant(abs + suffix, path, options, {
        encoding,
        hasTwins: true,
      });
    }
  }
  const hasTwins = Object.keys(encoded).length > 0;
  return {
    path,
    identity: readVariant(abs, path, options, { hasTwins }),
    encoded,
  };
}

/** @param {string} path */
function contentType(path) {
  const type = lookup(path) ?? "application/octet-stream";
  return type.startsWith("text/") || type.endsWith("javascript")
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * Every request path the build at `client` answers, mapped to its file.
 * @param {string} client
 * @param {ReadOptions} options
 * @returns {Map<string, StaticFile>}
 */
export function indexStaticFiles(client, options) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  const names = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(names);
  for (const abs of names) {
    const path = `/${relative(client, abs).split(sep).join("/")}`;
    if (isHiddenPath(path)) continue;
    const file = readStaticFile(client, path, options, (twin) =>
      present.has(twin),
    );
    for (const requestPath of requestPathsOf(path)) {
      if (!files.has(requestPath) && !isHiddenPath(requestPath))
        files.set(requestPath, file);
    }
  }
  return files;
}

/**
 * The variant to send to a client that accepts `encodings` (best first).
 * @param {StaticFile} file
 * @param {Encoding[]} encodings
 * @returns {Variant}
 */
export function variantFor(file, encodings) {
  for (const encoding of encodings) {
    const variant = file.encoded[encoding];
    if (variant) return variant;
  }
  return file.identity;
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it).
 * @param {string | undefined} header
 * @param {string} etag
 */
export function matchesEtag(header, etag) {
  if (header === undefined) return false;
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return header
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
