/**
 * The markup the prerender writes and the browser reads: the one module the page's inline
 * script, the islands' runtime and the prerender all import, so it stays small.
 */

/** The `<meta>` that names the islands' runtime and, in its data, the full stylesheet. */
export const RUNTIME_META = "islands-runtime";

/** The attribute on that `<meta>` that names the full stylesheet (`IslandScripts`). */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * The attribute on that `<meta>` that lists the runtime's own imports, space-separated: the
 * inline script preloads them as it starts the runtime, so they arrive with it instead of
 * one round trip per level of imports after it.
 */
export const IMPORTS_ATTRIBUTE = "data-imports";

/**
 * The attribute on that `<meta>` that lists React and the hydration code, space-separated,
 * less the runtime's own imports: the inline script preloads them at a tap on a React island
 * that comes before the runtime (scripts/build/react-preloads.ts writes it).
 */
export const REACT_IMPORTS_ATTRIBUTE = "data-react-imports";

/** Present on an island's element when it hydrates with React, not plain DOM code. */
export const HYDRATES_ATTRIBUTE = "data-hydrates";

/** The `identifierPrefix` an island's root renders and hydrates with. */
export const idPrefix = (id: string) => `${id}-`;
