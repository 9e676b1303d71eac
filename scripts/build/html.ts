// The one HTML reader for build steps, bench readers and tests: parse5, the WHATWG parser
// jsdom is built on, so built pages are read the way a browser reads them, never with
// regular expressions.
import { type DefaultTreeAdapterTypes, parse } from "parse5";

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type HtmlNode = DefaultTreeAdapterTypes.Node;

/**
 * Parses a whole page, as a browser would. `locations` records where each node sits in
 * `html`, so a step can replace one element's text and leave every other byte as built.
 */
export function parseHtml(
  html: string,
  { locations = false } = {},
): HtmlDocument {
  return parse(html, { sourceCodeLocationInfo: locations });
}

function isElement(node: HtmlNode): node is HtmlElement {
  return "tagName" in node;
}

function children(node: HtmlNode): HtmlNode[] {
  if (isElement(node) && node.tagName === "template")
    return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return "childNodes" in node ? node.childNodes : [];
}

/** Every element under `root` in document order, or only those named `tagName`. */
export function elements(root: HtmlNode, tagName?: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: HtmlNode) => {
    if (isElement(node) && (tagName === undefined || node.tagName === tagName))
      found.push(node);
    for (const child of children(node)) visit(child);
  };
  visit(root);
  return found;
}

/** The first element named `tagName`; throws when there is none. */
export function firstElement(root: HtmlNode, tagName: string): HtmlElement {
  const [element] = elements(root, tagName);
  if (!element) throw new Error(`No <${tagName}> in the HTML`);
  return element;
}

/** An attribute's value, or undefined when the element does not have it. */
export function attribute(element: HtmlElement, name: string) {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

// Text a reader never sees: code, styles and inert templates.
const unseen = new Set(["script", "style", "template", "noscript"]);

/**
 * The text under `node` as a reader sees it: entities decoded, no code, whitespace
 * collapsed. Inline scripts keep their raw text, which {@link rawText} returns.
 */
export function visibleText(node: HtmlNode): string {
  const parts: string[] = [];
  const visit = (current: HtmlNode) => {
    if ("value" in current && current.nodeName === "#text")
      parts.push(current.value);
    else if (isElement(current) && unseen.has(current.tagName)) return;
    for (const child of children(current)) visit(child);
    if (isElement(current)) parts.push(" ");
  };
  visit(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** An element's own text exactly as written, e.g. an inline script's source. */
export function rawText(element: HtmlElement): string {
  return element.childNodes
    .map((child) =>
      "value" in child && child.nodeName === "#text" ? child.value : "",
    )
    .join("");
}
