/**
 * The markup the prerender writes and the browser reads: the one module the page's inline
 * script, the islands' runtime and the prerender all import, so it stays small.
 */

/** The `<meta>` that names the islands' runtime and, in its data, the full stylesheet. */
export const RUNTIME_META = "islands-runtime";

/** The attribute on that `<meta>` that names the full stylesheet (`IslandScripts`). */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/**
 * At most this long the page waits for its load event and first paint before its islands
 * stop waiting for them: a stalled image or a hidden tab must not keep them away.
 */
export const FIRST_PAINT_MAX_WAIT_MS = 3000;

/** The `identifierPrefix` an island's root renders and hydrates with. */
export const idPrefix = (id: string) => `${id}-`;
