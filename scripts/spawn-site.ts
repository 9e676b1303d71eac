import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const startScript = fileURLToPath(new URL("./start.ts", import.meta.url));

/**
 * Runs `npm start` (scripts/start.ts) as a child process in `cwd`. `live` resolves with the
 * URL it serves once it says so, or rejects with its output if it exits first.
 */
export function spawnSite({
  cwd = process.cwd(),
  env = {},
}: { cwd?: string; env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", startScript], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const live = new Promise<string>((resolve, reject) => {
    // The server logs a line per API request: only the last few kilobytes are kept, for the
    // error message should it exit.
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-16_384);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      keep(chunk);
      const url = /live at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.stderr.on("data", keep);
    child.once("exit", (code) =>
      reject(new Error(`npm start exited with ${code}: ${output}`)),
    );
  });
  // Callers that never await `live` must not see an unhandled rejection when it stops.
  live.catch(() => {});
  return { child, live };
}

/** The child's exit code, waiting for it to exit if it has not yet. */
export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}
