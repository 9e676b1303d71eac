import stylesheet from "~/app.css?inline";

/**
 * The site's whole stylesheet inside the prerendered page, so the first paint waits for no
 * second request: on slow 4G that request cost ~0.4 s before anything could show (ADR 011).
 * Only the prerender carries the text; the browser bundle renders the element empty and
 * hydration adopts the prerendered one as it is (React does not rewrite inner HTML on
 * hydration), so the stylesheet is never shipped twice. Client-side navigation keeps the
 * document, and with it the styles.
 */
export function InlineStylesheet() {
  return (
    <style
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? stylesheet : "",
      }}
      suppressHydrationWarning
    />
  );
}
