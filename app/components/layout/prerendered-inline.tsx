/**
 * An inline `<script>` or `<style>` that only the prerendered HTML needs: the browser runs or
 * applies it from that HTML long before hydration, and hydration adopts the element as it is
 * (React does not rewrite inner HTML while hydrating). Callers pass the text only in the
 * prerender (`import.meta.env.SSR ? text : ""`), so the browser bundle drops it and renders
 * the element empty. The build hashes the prerendered text into the CSP.
 */
export function PrerenderedInline({
  tag: Tag,
  text,
}: {
  tag: "script" | "style";
  text: string;
}) {
  return (
    <Tag dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
  );
}
