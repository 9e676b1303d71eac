import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * What the production build is made from. A change to any of them (a pull, a content edit)
 * makes `npm start` build again, as make would: a build of older code may not even match
 * the server's reading of it. Tests and docs are left out.
 */
export const buildSources = [
  "app",
  "public",
  "scripts",
  "server",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * The newest modification time (ms) among the files under `paths`, test files excepted;
 * 0 when there are none.
 */
export function newestChange(root: string, paths: readonly string[]) {
  let newest = 0;

  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (!isTest(path)) newest = Math.max(newest, stats.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** What `npm start` does about the build before it serves, and the line it prints about it. */
export interface BuildPlan {
  build: boolean;
  message: string | null;
}

/**
 * Builds when there is no build. A build older than its sources is built again only where
 * that cannot surprise anyone (`mayRebuild`: not NODE_ENV=production, and a writable
 * checkout); in production it is served as it is, with one line saying so.
 * @param outputTimes each output's modification time, undefined if missing
 */
export function planBuild({
  outputTimes,
  newestSource,
  mayRebuild,
}: {
  outputTimes: (number | undefined)[];
  newestSource: number;
  mayRebuild: boolean;
}): BuildPlan {
  if (outputTimes.some((time) => time === undefined))
    return {
      build: true,
      message: "No production build found: building it first.",
    };
  const oldest = Math.min(...(outputTimes as number[]));
  if (newestSource <= oldest) return { build: false, message: null };
  return mayRebuild
    ? {
        build: true,
        message:
          "The source changed since the production build: building it again.",
      }
    : {
        build: false,
        message:
          "The source changed since the production build: serving the build as it is (run `npm run build` to update it).",
      };
}
