import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../../scripts/free-port";

const installHint =
  "Install Debian's postgresql: `bash scripts/ensure-postgres.sh` as root, or `sudo apt-get install postgresql`.";

/** The newest /usr/lib/postgresql/<major>/bin that has both initdb and postgres. */
function postgresBin() {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((major) =>
          ["initdb", "postgres"].every((tool) =>
            existsSync(join(root, major, "bin", tool)),
          ),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0] === undefined)
    throw new Error(`No PostgreSQL server found. ${installHint}`);
  return join(root, majors[0], "bin");
}

// initdb and postgres refuse to run as root: as root they run as the package's postgres
// user (or nobody), which then owns the temporary folder.
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number(
        execFileSync("id", ["-u", name], { encoding: "utf8" }),
      );
      const gid = Number(
        execFileSync("id", ["-g", name], { encoding: "utf8" }),
      );
      return { uid, gid };
    } catch {
      // No such user; try the next.
    }
  }
  throw new Error("Running as root, but there is no postgres or nobody user");
}

/** A running throwaway PostgreSQL cluster. */
export type TestPostgres = {
  /** Connection URL of its `postgres` database, from which test databases are made. */
  adminUrl: string;
  stop: () => Promise<void>;
};

/**
 * Starts a new cluster in a temporary folder on a free loopback port (its unix socket in that
 * folder too), owned by an unprivileged user when the tests run as root. `stop` ends it by
 * PID and removes the folder.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), "bb-postgres-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(
    join(bin, "initdb"),
    ["-D", data, "-U", "bb", "-A", "trust", "--no-sync", "-E", "UTF8"],
    { ...asUser, cwd: dir, stdio: "pipe" },
  );
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(bin, "postgres"),
    // Every test file of a run shares the cluster, two files at a time.
    [
      ...["-D", data, "-h", "127.0.0.1", "-p", String(port), "-k", dir],
      ...["-c", "max_connections=300"],
    ],
    { ...asUser, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("ready to accept connections")) resolve();
    });
    server.once("exit", (code) =>
      reject(new Error(`postgres exited with ${code}: ${log}`)),
    );
  });

  return {
    adminUrl: `postgres://bb@127.0.0.1:${port}/postgres`,
    async stop() {
      if (server.exitCode === null) {
        // SIGINT is PostgreSQL's fast shutdown: it ends open sessions.
        server.kill("SIGINT");
        await once(server, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, empty database in the cluster `adminUrl` names, and its connection URL. The test
 * files share the cluster, two at a time, so each name is random.
 */
export async function createDatabase(adminUrl: string) {
  const name = `t${randomUUID().replaceAll("-", "")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
