import stylesheet from "~/app.css?inline";

/**
 * The site's stylesheet inside the prerendered page, so the first paint waits for no second
 * request: on slow 4G that request cost ~0.4 s before anything could show (ADR 011). The
 * build cuts it to the rules the page's markup uses (ADR 015); the islands' runtime links
 * the full sheet before the first island wakes.
 */
export function InlineStylesheet() {
  return <style dangerouslySetInnerHTML={{ __html: stylesheet }} />;
}
