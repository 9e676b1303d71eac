import postcss, { type Container, type Root, type Rule } from "postcss";
import selectorParser, { type Selector } from "postcss-selector-parser";

/** What a prerendered page's markup can call on its stylesheet for. */
export type PageUse = {
  /** The class names and ids its elements carry, inert templates included. */
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  /** Its elements' `style` attributes, whose `var()` reads count as reads. */
  styleAttributes: string;
};

// Inside these a selector matches when any one of its arguments does. Inside `:not()` and
// other pseudo-classes a missing class may be exactly what makes the selector match, so
// nothing there ever drops a rule.
const anyOfPseudos = new Set([
  ":is",
  ":where",
  ":has",
  ":matches",
  ":-webkit-any",
]);

/**
 * Whether `selector` could match an element of the pages: false only when it needs a class
 * or id that no page has. Attributes, states and element names always could (the head's
 * script opens the chat shell and sets `aria-expanded` before the full stylesheet is in).
 */
function couldMatch(selector: Selector, used: PageUse): boolean {
  return selector.nodes.every((node) => {
    if (node.type === "class") return used.classes.has(node.value);
    if (node.type === "id") return used.ids.has(node.value);
    if (node.type === "pseudo" && anyOfPseudos.has(node.value.toLowerCase()))
      return node.nodes.some((inner) => couldMatch(inner, used));
    return true;
  });
}

const inKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" &&
  /keyframes$/i.test((rule.parent as postcss.AtRule).name);

/**
 * Conditional blocks a pruned rule left empty. `@layer` blocks stay even when empty: the
 * first sheet to name the layers fixes their order, and the full stylesheet comes later.
 */
function dropEmptyBlocks(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    dropEmptyBlocks(node);
    if (node.nodes.length === 0 && node.name.toLowerCase() !== "layer")
      node.remove();
  });
}

const varReads = (value: string) =>
  [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] as string);

/**
 * Custom properties that no kept rule, nor the page's own style attributes, reads through
 * `var()`, directly or through another one that is read: their declarations change nothing
 * the page shows. Their `@property` registrations stay (see `criticalCss`).
 */
function dropUnreadCustomProperties(root: Root, page: PageUse) {
  const custom = new Map<string, string[]>();
  const read = new Set(varReads(page.styleAttributes));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith("--"))
      varReads(decl.value).forEach((name) => read.add(name));
    else custom.set(decl.prop, [...(custom.get(decl.prop) ?? []), decl.value]);
  });
  for (const pending = [...read]; pending.length > 0;)
    for (const value of custom.get(pending.pop() as string) ?? [])
      for (const name of varReads(value))
        if (!read.has(name)) {
          read.add(name);
          pending.push(name);
        }
  root.walkDecls(/^--/, (decl) => {
    if (read.has(decl.prop)) return;
    const { parent } = decl;
    decl.remove();
    if (parent?.type === "rule" && parent.nodes?.length === 0) parent.remove();
  });
}

/**
 * The part of `css` that can style the prerendered page `page` describes: every rule stays,
 * in its place, unless each of its selectors needs a class or id the page lacks. Custom
 * properties that nothing kept reads go too. Keyframes, layer order, font faces and
 * `@property` registrations stay as they are: the full sheet, which still loads before
 * hydration (ADR 015), carries none of the last two (`lateStylesheet`), so its arrival
 * changes no font and no registered property, and costs a restyle but no relayout (ADR 026).
 * What is dropped here is what only React can call for.
 */
export function criticalCss(css: string, page: PageUse): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept: string[] = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (couldMatch(selector, page)) kept.push(selector.toString().trim());
      });
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(",");
  });
  dropUnreadCustomProperties(root, page);
  dropEmptyBlocks(root);
  return root.toString();
}

/** At-rules every page's inline cut carries whole, and the full sheet therefore leaves out. */
const inlineOnlyAtRules = /^(font-face|property)$/i;

/**
 * The full stylesheet as the islands' runtime links it after the first paint: `css` without
 * its font faces and `@property` registrations, which every page's inline cut already has.
 * A new face or registration makes the browser lay the whole page out again (ADR 026).
 */
export function lateStylesheet(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules(inlineOnlyAtRules, (rule) => {
    rule.remove();
  });
  return root.toString();
}
