// The build's files, read once at start into what each request path answers: a prerendered
// route under its own path too (`/about` and `/about/` for `about/index.html`), each
// precompressed twin as a variant, and every response header worked out ahead. Files up to
// `memoryLimit` bytes are held in memory, so a request for a page or asset costs no file
// system call; bigger ones (videos) stream from disk.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { lookup, mimes } from "mrmime";
import {
  cacheControlFor,
  isHiddenPath,
  requestPathsOf,
  securityHeadersFor,
  type BuildSecurityHeaders,
} from "./http-policy";

export type Encoding = "br" | "gzip";

/**
 * One file as sent: from memory (`body`) or streamed from `abs`.
 */
export interface Variant {
  abs: string;
  size: number;
  etag: string;
  body?: Buffer;
  /** every header of its 200 answer */
  headers: Record<string, string | number>;
}

/**
 * A file of the build and its precompressed twins.
 */
export interface StaticFile {
  /** the file's own path, the only one that answers byte ranges */
  path: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

/** What the build writes next to a file it compressed, by encoding. */
const twinSuffixes = { br: ".br", gzip: ".gz" } as const;

/** Held in memory up to this size by default: every page, script, style, font and image. */
export const defaultMemoryLimit = 1024 * 1024;

/**
 * sirv's validator format, kept so caches that hold one from before still revalidate.
 */
const etagOf = ({ size, mtimeMs }: { size: number; mtimeMs: number }) =>
  `W/"${size}-${Math.trunc(mtimeMs)}"`;

/**
 * How files are read: up to `memoryLimit` bytes into memory, and each with its own security
 * headers from `security` (a page's policy allows its inline code).
 */
interface ReadOptions {
  memoryLimit: number;
  security: BuildSecurityHeaders;
}

/** @param twin `hasTwins`: the answer depends on Accept-Encoding */
function readVariant(
  abs: string,
  path: string,
  { memoryLimit, security }: ReadOptions,
  twin: { encoding?: Encoding; hasTwins?: boolean } = {},
): Variant {
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

/** The file at `path` in `client`, with whichever twins `exists` finds. */
export function readStaticFile(
  client: string,
  path: string,
  options: ReadOptions,
  exists: (abs: string) => boolean = existsSync,
): StaticFile {
  const abs = join(client, ...path.split("/"));

  const encoded: Partial<Record<Encoding, Variant>> = {};
  for (const [encoding, suffix] of Object.entries(twinSuffixes) as [
    Encoding,
    string,
  ][]) {
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

// mrmime has no entry for icons; its dictionary takes additions, named as nginx's mime.types
// names them.
mimes.ico ??= "image/x-icon";

function contentType(path: string) {
  const type = lookup(path) ?? "application/octet-stream";
  return type.startsWith("text/") || type.endsWith("javascript")
    ? `${type}; charset=utf-8`
    : type;
}

/** Every request path the build at `client` answers, mapped to its file. */
export function indexStaticFiles(
  client: string,
  options: ReadOptions,
): Map<string, StaticFile> {
  const files: Map<string, StaticFile> = new Map();
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

/** The variant to send to a client that accepts `encodings` (best first). */
export function variantFor(file: StaticFile, encodings: Encoding[]): Variant {
  for (const encoding of encodings) {
    const variant = file.encoded[encoding];
    if (variant) return variant;
  }
  return file.identity;
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it).
 */
export function matchesEtag(header: string | undefined, etag: string) {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
