import {
  Children,
  Fragment,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * `node` with every element `drop` picks left out, at any depth of fragments. React Router's
 * `<Links>` and `<Scripts>` return fragments of plain elements; this trims them without
 * touching the HTML they render to.
 */
export function withoutElements(
  node: ReactNode,
  drop: (element: ReactElement) => boolean,
): ReactNode {
  if (!isValidElement(node)) return node;
  if (drop(node)) return null;
  if (node.type !== Fragment) return node;
  const { children } = node.props as { children?: ReactNode };
  return cloneElement(
    node,
    undefined,
    ...Children.toArray(children).map((child) => withoutElements(child, drop)),
  );
}

/** A `<link>` element whose `rel` is `rel`. */
export const isLink =
  (rel: string) =>
  (element: ReactElement): boolean =>
    element.type === "link" && (element.props as { rel?: unknown }).rel === rel;
