import { Links } from "react-router";
import { isLink, withoutElements } from "./without-elements";

/**
 * The root's `links()` (font preloads, icons, manifest) without the stylesheet link: the
 * stylesheet is in the page itself (`InlineStylesheet`, ADR 011).
 */
export function HeadLinks() {
  // Called, not rendered, so its output can be filtered; its hooks run as this component's.
  return withoutElements(Links({}), isLink("stylesheet"));
}
