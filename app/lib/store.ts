/** A value outside React that components read with `useStore` and re-render on change. */
export type Store<T> = {
  get: () => T;
  /** Replaces the value and tells every subscriber, unless it is the same value. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The one listener store behind every shared value on the page (clock, toasts, chat,
 * tooltips). `start`, when given, runs when the first subscriber arrives, so a timer or an
 * event listener exists only while someone reads the value; the function it returns runs
 * when the last subscriber leaves.
 */
export function createStore<T>(
  initial: T,
  start?: (store: Store<T>) => (() => void) | undefined,
): Store<T> {
  let value = initial;
  let stop: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stop = start?.(store);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
  };
  return store;
}
