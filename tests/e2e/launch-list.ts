import { exportChunks } from "../../server/launch-list/list-export";
import { openStore } from "../../server/store/index";
import { e2eDataDir } from "./data-dir";

/**
 * The launch list of the server under test, as `npm run signups -- export` prints it: the
 * same export, read in this process (the command line's own tests are in tests/server/).
 */
export async function exportedSignups(baseURL: string | undefined) {
  const port = Number(new URL(baseURL ?? "").port);
  const store = await openStore({ dataDir: e2eDataDir(port) });
  try {
    let csv = "";
    for await (const chunk of exportChunks(store)) csv += chunk;
    return csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => {
        const [email, , source] = line.split(",");
        return { email, source };
      });
  } finally {
    await store.close();
  }
}

/** An address no earlier run has used, so every run checks its own signups. */
export function uniqueAddress(tag: string) {
  return `fan+${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@mail.test`;
}
