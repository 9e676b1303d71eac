import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type HtmlDocument,
  attribute,
  elements,
  parseHtml,
} from "../../scripts/build/html.ts";
import { htmlFiles } from "../../scripts/build/html-files";

const client = join(import.meta.dirname, "../../build/client");

/** Every prerendered page in build/client, parsed. */
export function builtPages(): { page: string; doc: HtmlDocument }[] {
  return htmlFiles(client).map((page) => ({
    page,
    doc: parseHtml(readFileSync(join(client, page), "utf8")),
  }));
}

/** The elements of a page that hold an island. */
export const islandsOf = (doc: HtmlDocument) =>
  elements(doc).filter(
    (element) => attribute(element, "data-island") !== undefined,
  );
