import {
  IMPORTS_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
  STYLESHEET_ATTRIBUTE,
} from "../../app/islands/markup";
import {
  type HtmlDocument,
  type HtmlElement,
  attribute,
  elements,
} from "./html.ts";

/**
 * What a built page's `<meta name="islands-runtime">` names (`IslandScripts`): the islands'
 * runtime, which the page's inline script loads after the first paint, the modules it
 * imports, which the script preloads beside it, React's, which it preloads at an early tap
 * on a React island, and the full stylesheet the islands wait for; and the `<meta>` itself.
 * Undefined (the imports empty) on a page without one.
 */
export function runtimeMeta(document: HtmlDocument): {
  element?: HtmlElement;
  runtime?: string;
  imports: string[];
  reactImports: string[];
  stylesheet?: string;
} {
  const meta = elements(document, "meta").find(
    (element) => attribute(element, "name") === RUNTIME_META,
  );
  const list = (name: string) =>
    (meta && attribute(meta, name))?.split(" ") ?? [];
  return {
    element: meta,
    runtime: meta && attribute(meta, "content"),
    imports: list(IMPORTS_ATTRIBUTE),
    reactImports: list(REACT_IMPORTS_ATTRIBUTE),
    stylesheet: meta && attribute(meta, STYLESHEET_ATTRIBUTE),
  };
}
