import stylesheet from "~/app.css?inline";
import { PrerenderedInline } from "./prerendered-inline";

/**
 * The site's stylesheet inside the prerendered page, so the first paint waits for no second
 * request: on slow 4G that request cost ~0.4 s before anything could show (ADR 011). The
 * build cuts it to the rules the prerendered pages can use, and the boot code links the full
 * sheet, which hydration waits for (ADR 015).
 */
export function InlineStylesheet() {
  return (
    <PrerenderedInline
      tag="style"
      text={import.meta.env.SSR ? stylesheet : ""}
    />
  );
}
