// @ts-check
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

const isTest = (/** @type {string} */ name) =>
  /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * The newest modification time (ms) among the files under `paths`, test files excepted;
 * 0 when there are none.
 * @param {string} root
 * @param {readonly string[]} paths
 */
export function newestChange(root, paths) {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
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

/**
 * Why the build must be made again, or null when it is current: an output is missing, or a
 * source changed after the oldest output was written.
 * @param {(number | undefined)[]} outputTimes each output's modification time, undefined if missing
 * @param {number} newestSource
 * @returns {string | null}
 */
export function rebuildReason(outputTimes, newestSource) {
  if (outputTimes.some((time) => time === undefined))
    return "No production build found: building it first.";
  const oldest = Math.min(.../** @type {number[]} */ (outputTimes));
  return newestSource > oldest
    ? "The source changed since the production build: building it again."
    : null;
}
