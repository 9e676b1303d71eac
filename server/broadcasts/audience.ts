// A broadcast's wave: only the first places in the queue (`position<=N`). Who is in it is the
// store's to write (store/broadcasts.ts' start).

/** `position<=N` as the command line writes it; null when it says something else. */
export function parseWave(text: string): number | null {
  const match = /^\s*position\s*<=\s*(\d{1,9})\s*$/.exec(text);
  const n = match ? Number(match[1]) : NaN;
  return n >= 1 ? n : null;
}
