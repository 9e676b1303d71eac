import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the server Playwright starts keeps its launch list: a folder of this port's own under
 * the temp dir, so browser tests never write into the project's ./data.
 */
export function e2eDataDir(port: number) {
  return join(tmpdir(), `bb-e2e-launch-list-${port}`);
}

/** The launch list of the server under test, as `npm run signups -- export` prints it. */
export function exportedSignups(baseURL: string | undefined) {
  const port = Number(new URL(baseURL ?? "").port);
  const csv = execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/signups.ts", "export"],
    {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: e2eDataDir(port) },
      encoding: "utf8",
    },
  );
  return csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => {
      const [email, , source] = line.split(",");
      return { email, source };
    });
}

/** An address no earlier run has used, so every run checks its own signups. */
export function uniqueAddress(tag: string) {
  return `fan+${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.test`;
}
