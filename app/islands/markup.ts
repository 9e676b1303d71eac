/**
 * The markup the prerender writes and the islands' runtime reads: the one module both
 * sides import, so it stays small.
 */

/** The attribute on the islands' script that names the full stylesheet (`IslandScripts`). */
export const STYLESHEET_ATTRIBUTE = "data-stylesheet";

/** The `identifierPrefix` an island's root renders and hydrates with. */
export const idPrefix = (id: string) => `${id}-`;
