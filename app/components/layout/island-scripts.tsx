import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";
import stylesheetUrl from "~/app.css?url";
import {
  IMPORTS_ATTRIBUTE,
  RUNTIME_META,
  STYLESHEET_ATTRIBUTE,
} from "~/islands/markup";

/**
 * Where the page's one script file is: the islands' runtime (`app/entry.client.tsx`), which
 * the head's inline script starts after the first paint (`app/islands/inline-starter.ts`),
 * with the modules it imports, and the full stylesheet the islands wait for. React Router's
 * own boot scripts (its manifest, route modules and document hydration) stay out of the
 * built pages; the dev server keeps them, for Vite's client and hot reload, and loads the
 * same runtime through them.
 */
export function IslandScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  // React Router's SPA fallback page insists on its scripts; the build deletes that page.
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />;
  return (
    <meta
      name={RUNTIME_META}
      content={framework?.manifest.entry.module}
      {...{
        [STYLESHEET_ATTRIBUTE]: stylesheetUrl,
        [IMPORTS_ATTRIBUTE]: framework?.manifest.entry.imports.join(" "),
      }}
    />
  );
}
