import { RUNTIME_META, STYLESHEET_ATTRIBUTE } from "../../app/islands/markup";
import { type HtmlDocument, attribute, elements } from "./html.ts";

/**
 * What a built page's `<meta name="islands-runtime">` names (`IslandScripts`): the islands'
 * runtime, which the page's inline script loads after the first paint, and the full
 * stylesheet the islands wait for. Both are undefined on a page without one.
 */
export function runtimeMeta(document: HtmlDocument): {
  runtime?: string;
  stylesheet?: string;
} {
  const meta = elements(document, "meta").find(
    (element) => attribute(element, "name") === RUNTIME_META,
  );
  return {
    runtime: meta && attribute(meta, "content"),
    stylesheet: meta && attribute(meta, STYLESHEET_ATTRIBUTE),
  };
}
