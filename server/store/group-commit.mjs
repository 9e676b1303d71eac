// @ts-check

/**
 * Turns a function that writes many items in one transaction into one that takes them one by
 * one: items that arrive while a write is in flight (or in the same turn of the event loop) are
 * written together, and each caller's promise settles only after the transaction holding its
 * item has committed, or failed. One fsync then acknowledges a whole batch of signups.
 * `writeMany` answers with one result per item, in order; each caller gets its own.
 * @template T, R
 * @param {(items: T[]) => Promise<R[]>} writeMany
 * @returns {(item: T) => Promise<R>}
 */
export function groupCommit(writeMany) {
  /** @type {{ item: T, resolve: (result: R) => void, reject: (error: unknown) => void }[]} */
  let queue = [];
  let busy = false;

  async function flush() {
    const batch = queue;
    queue = [];
    try {
      const results = await writeMany(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(/** @type {R} */ (results[i])));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
    if (queue.length > 0) setImmediate(flush);
    else busy = false;
  }

  return (item) =>
    new Promise((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      // Waiting one turn lets every request already read from the sockets join this batch.
      setImmediate(flush);
    });
}
