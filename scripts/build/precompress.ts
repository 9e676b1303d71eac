import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
// Below one packet the saving is lost to the extra header and lookup.
const minBytes = 1024;

function compressions(data: Buffer) {
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Writes `.br` and `.gz` twins of every text file so servers send compressed bytes without
 * compressing per request, at the highest level, which is too slow to do per request.
 * Runs last: any later change to a file would leave its twins stale.
 */
export function precompress(client: string) {
  for (const entry of readdirSync(client, { recursive: true })) {
    const path = join(client, String(entry));
    if (!compressible.test(path) || !statSync(path).isFile()) continue;
    const data = readFileSync(path);
    if (data.length < minBytes) continue;
    for (const [suffix, compressed] of Object.entries(compressions(data))) {
      if (compressed.length < data.length)
        writeFileSync(`${path}.${suffix}`, compressed);
    }
  }
}
