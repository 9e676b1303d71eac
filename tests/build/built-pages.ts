import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFiles } from "../../scripts/build/html-files.mjs";

const client = join(import.meta.dirname, "../../build/client");

/** Every prerendered page in build/client, parsed (run under the jsdom environment). */
export function builtPages(): { page: string; doc: Document }[] {
  return htmlFiles(client).map((page) => ({
    page,
    doc: new DOMParser().parseFromString(
      readFileSync(join(client, page), "utf8"),
      "text/html",
    ),
  }));
}
