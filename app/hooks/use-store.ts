import { useSyncExternalStore } from "react";
import type { Store } from "~/lib/store";

/**
 * A store's value, re-rendering on change. `serverValue` is what the prerendered HTML shows,
 * so the hydrating render agrees with it (defaults to the store's value then).
 */
export function useStore<T>(store: Store<T>, serverValue: T = store.get()): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
