// The launch list as CSV, one row per address with its place in the queue as last counted:
// what `npm run signups -- export` prints and the dashboard's download holds. Written as it
// is read, a page at a time, so a list of a million costs the memory of one page.
import { Readable } from "node:stream";
import { csvLine } from "./csv";
import { exportColumns, exportPages } from "../store/launch-list";
import type { Store } from "../store/index";

export const exportHeader: readonly string[] = exportColumns;

/** The CSV text, the header first, then one chunk per page of the list. */
export async function* exportChunks(store: Store): AsyncGenerator<string> {
  yield csvLine(exportHeader);
  for await (const page of exportPages(store.db))
    yield page.map(csvLine).join("");
}

/** The CSV as a stream that reads the next page only when the last one was taken. */
export function exportStream(store: Store) {
  return Readable.from(exportChunks(store), { objectMode: false });
}
