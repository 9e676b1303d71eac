import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";
import stylesheetUrl from "~/app.css?url";
import { STYLESHEET_ATTRIBUTE } from "~/islands/markup";

/**
 * The page's one script file: the islands' runtime (`app/entry.client.tsx`), which wakes
 * each island when it is needed and names the full stylesheet they wait for. React
 * Router's own boot scripts (its manifest, route modules and document hydration) stay out
 * of the built pages; the dev server keeps them, for Vite's client and hot reload, and
 * loads the same runtime through them.
 */
export function IslandScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  // React Router's SPA fallback page insists on its scripts; the build deletes that page.
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />;
  const entry = framework?.manifest.entry;
  return (
    <>
      <script
        type="module"
        src={entry?.module}
        {...{ [STYLESHEET_ATTRIBUTE]: stylesheetUrl }}
      />
      {/* Its own imports load beside it, not one round trip after. */}
      {entry?.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
