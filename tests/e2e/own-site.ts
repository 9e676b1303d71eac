// `npm start` of a test file's own, for tests that need settings or a launch list the shared
// server cannot give: started before the file's tests (one per browser project) on a free
// loopback port, stopped and its list removed after them.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port";
import { exitCode, spawnSite } from "../../scripts/spawn-site";
import { test } from "./fixtures";

export function ownSite({
  prefix,
  host = "127.0.0.1",
  env = () => ({}),
}: {
  /** the temporary data folder's name starts with this */
  prefix: string;
  /** the name in the site's URL: "localhost" where WebAuthn needs a host name */
  host?: string;
  /** more environment, given the origin (for PUBLIC_URL) */
  env?: (origin: string) => Record<string, string>;
}) {
  let site: ChildProcess | undefined;
  const state = { origin: "", dataDir: "" };

  test.beforeAll(async () => {
    state.dataDir = mkdtempSync(join(tmpdir(), prefix));
    const port = await freePort();
    state.origin = `http://${host}:${port}`;
    const spawned = spawnSite({
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: state.dataDir,
        DATABASE_URL: "",
        SIGNUP_RATE_LIMIT: "0",
        ...env(state.origin),
      },
    });
    site = spawned.child;
    await spawned.live;
  });

  test.afterAll(async () => {
    site?.kill("SIGTERM");
    if (site) await exitCode(site);
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  return {
    origin: () => state.origin,
    dataDir: () => state.dataDir,
    /** `npm run signups -- ...args` on this site's list; its standard output. */
    signups: (...args: string[]) =>
      execFileSync(
        process.execPath,
        ["--import", "tsx", "scripts/signups.ts", ...args],
        {
          env: {
            ...process.env,
            DATABASE_URL: "",
            DATA_DIR: state.dataDir,
            PUBLIC_URL: state.origin,
          },
          encoding: "utf8",
        },
      ),
  };
}
