/**
 * V8's explicit compile hint (Chrome 136+; ADR 013): a chunk that opens with this comment has
 * its functions compiled on a background thread while it streams in. `vite.config.ts` writes
 * it at the top of every chunk; the build test checks it is there.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";
