import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildLayout } from "../../server/build-layout";
import type { EngineEnv } from "./engines";

// The command line as `npm run build` bundles it: the same source as `npm run signups`, which
// runs it through tsx, without tsx's second or so of start-up on each of these runs.
const cli = fileURLToPath(
  new URL(`../../${buildLayout("build").commandLine}`, import.meta.url),
);

/** Runs `npm run signups -- ...args` with the store the environment names. */
export function signups(
  env: EngineEnv & {
    PUBLIC_URL?: string;
    SMTP_URL?: string;
    SIGNUP_SECRET?: string;
  },
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
