import postcss, { type Container, type Rule } from "postcss";
import selectorParser, { type Selector } from "postcss-selector-parser";

/** The class names and ids that the prerendered pages' elements carry. */
export type UsedNames = {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
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
function couldMatch(selector: Selector, used: UsedNames): boolean {
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

/**
 * The rules of `css` that can style the prerendered pages: every rule stays, in its place,
 * unless each of its selectors needs a class or id that `used` lacks. Custom properties,
 * font faces, keyframes and layer order stay as they are. The full sheet still loads
 * before hydration (ADR 015), so a rule dropped here is one only React can call for.
 */
export function criticalCss(css: string, used: UsedNames): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept: string[] = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (couldMatch(selector, used)) kept.push(selector.toString().trim());
      });
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(",");
  });
  dropEmptyBlocks(root);
  return root.toString();
}
