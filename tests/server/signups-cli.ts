import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { EngineEnv } from "./engines";

const cli = fileURLToPath(new URL("../../scripts/signups.ts", import.meta.url));

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
      ["--import", "tsx", cli, ...args],
      { env: { ...process.env, DATA_DIR: "", DATABASE_URL: "", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
