/**
 * Makes Web Storage safe to use where the browser blocks it (Safari private mode, blocked
 * site data): there, reading `localStorage`/`sessionStorage` or writing to it throws. Each
 * one that throws is replaced by an in-memory stand-in that lasts for the page view.
 *
 * Serialised into an inline script that runs before React Router's scroll restoration, so it
 * must not reference anything outside its own body.
 */
export function guardStorage(win: Window) {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = win[name];
      storage.setItem("__storage_probe__", "");
      storage.removeItem("__storage_probe__");
    } catch {
      const items = new Map<string, string>();
      const memory: Storage = {
        get length() {
          return items.size;
        },
        key: (index) => [...items.keys()][index] ?? null,
        getItem: (key) => items.get(String(key)) ?? null,
        setItem: (key, value) => void items.set(String(key), String(value)),
        removeItem: (key) => void items.delete(String(key)),
        clear: () => items.clear(),
      };
      Object.defineProperty(win, name, { configurable: true, value: memory });
    }
  }
}
