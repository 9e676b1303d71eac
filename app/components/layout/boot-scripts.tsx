import {
  Children,
  Fragment,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";
import { Scripts } from "react-router";

function isModulePreload(node: ReactElement): boolean {
  const { rel } = node.props as { rel?: unknown };
  return node.type === "link" && rel === "modulepreload";
}

/** `node` with every `<link rel="modulepreload">` in it, at any depth of fragments, left out. */
export function withoutModulePreloads(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  if (isModulePreload(node)) return null;
  if (node.type !== Fragment) return node;
  const { children } = node.props as { children?: ReactNode };
  return cloneElement(
    node,
    undefined,
    ...Children.toArray(children).map(withoutModulePreloads),
  );
}

/**
 * React Router's boot scripts without their `<link rel="modulepreload">` hints. Chrome fetches
 * those at high priority beside the stylesheet and the fonts, and on slow 4G ~120 KB of them
 * pushed the first paint back by over a second. The boot module still imports the same files
 * as soon as the document is parsed; they only stop competing with what the first paint
 * needs (ADR 009).
 */
export function BootScripts() {
  // Called, not rendered, so its output can be filtered; its hooks run as this component's.
  return withoutModulePreloads(Scripts({}));
}
