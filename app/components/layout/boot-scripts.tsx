import { Scripts } from "react-router";
import { isLink, withoutElements } from "./without-elements";

/**
 * React Router's boot scripts without their `<link rel="modulepreload">` hints. Chrome fetches
 * those at high priority beside the stylesheet and the fonts, and on slow 4G ~120 KB of them
 * pushed the first paint back by over a second. The boot module still imports the same files
 * as soon as the document is parsed; they only stop competing with what the first paint
 * needs (ADR 009).
 */
export function BootScripts() {
  // Called, not rendered, so its output can be filtered; its hooks run as this component's.
  return withoutElements(Scripts({}), isLink("modulepreload"));
}
