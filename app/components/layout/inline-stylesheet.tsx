import stylesheet from "~/app.css?inline";
import { PrerenderedInline } from "./prerendered-inline";

/**
 * The site's whole stylesheet inside the prerendered page, so the first paint waits for no
 * second request: on slow 4G that request cost ~0.4 s before anything could show (ADR 011).
 * Shipped once, in the HTML; client-side navigation keeps the document, and with it the
 * styles.
 */
export function InlineStylesheet() {
  return (
    <PrerenderedInline
      tag="style"
      text={import.meta.env.SSR ? stylesheet : ""}
    />
  );
}
