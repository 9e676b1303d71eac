import { guardStorage } from "./guard-storage";
import { PrerenderedInline } from "./prerendered-inline";

/**
 * Inline script that swaps blocked Web Storage for an in-memory stand-in before React
 * Router's scroll-restoration script reads it (that script throws when storage does).
 */
export function StorageGuardScript() {
  return (
    <PrerenderedInline
      tag="script"
      text={import.meta.env.SSR ? `(${guardStorage.toString()})(window);` : ""}
    />
  );
}
