/**
 * Turns a function that writes many items in one transaction into one that takes them one by
 * one: items that arrive while a write is in flight (or in the same turn of the event loop) are
 * written together, and each caller's promise settles only after the transaction holding its
 * item has committed, or failed. One fsync then acknowledges a whole batch of signups.
 * `writeMany` answers with one result per item, in order; each caller gets its own.
 */
export function groupCommit<T, R>(
  writeMany: (items: T[]) => Promise<R[]>,
): (item: T) => Promise<R> {
  let queue: {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }[] = [];
  let busy = false;

  async function flush() {
    const batch = queue;
    queue = [];
    try {
      const results = await writeMany(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i] as R));
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
