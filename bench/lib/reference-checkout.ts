import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const git = (...gitArgs: string[]) =>
  execFileSync("git", gitArgs, { encoding: "utf8" }).trim();

export const short = (sha: string) => sha.slice(0, 7);

/**
 * The commit `ref` names, its files installed and built in a folder of its own under the temp
 * directory; a folder that already holds its build is used again.
 */
export function referenceCheckout(ref: string): { sha: string; dir: string } {
  const sha = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = join(tmpdir(), `blunt-bold-reference-${short(sha)}`);
  if (existsSync(join(dir, "build", "client", "index.html")))
    return { sha, dir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`, {
    stdio: "inherit",
  });
  execSync("npm ci && npm run build", { cwd: dir, stdio: "inherit" });
  return { sha, dir };
}
