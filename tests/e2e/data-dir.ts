import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Where the server Playwright starts keeps its launch list: a folder of this port's own under
 * the temp dir, so browser tests never write into the project's ./data.
 */
export function e2eDataDir(port: number) {
  return join(tmpdir(), `bb-e2e-launch-list-${port}`);
}
