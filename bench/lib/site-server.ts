import { readFileSync } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

const host = "127.0.0.1";

/** A loopback port nothing listens on: `BENCH_PORT` when set, otherwise one the OS picks. */
export async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  const probe = createServer().listen(0, host);
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not come up at ${url}`);
}

/**
 * Starts `npm start`'s server on loopback and resolves once it answers. `cwd`: the checkout
 * whose build it serves (this one by default); `env`: settings beside the port and host.
 */
export async function startSite(
  port: number,
  cwd = ".",
  env: Record<string, string> = {},
) {
  // What that checkout's `npm start` runs, without npm in between (an older commit's may
  // differ from this one's), so SIGTERM reaches the server itself.
  const { scripts } = JSON.parse(
    readFileSync(join(cwd, "package.json"), "utf8"),
  ) as { scripts: { start: string } };
  const [program, ...args] = scripts.start.split(" ");
  const child = spawn(
    program === "node" ? process.execPath : String(program),
    args,
    {
      cwd,
      env: { ...process.env, ...env, PORT: String(port), HOST: host },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  const exitedEarly = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`The site server exited with code ${code}`)),
    ),
  );
  // The same event fires when stop() ends the server: nobody waits for it then.
  exitedEarly.catch(() => {});
  try {
    await Promise.race([waitUntilUp(`${origin}/`, 30_000), exitedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}
