import { guardStorage } from "./guard-storage";

const script = `(${guardStorage.toString()})(window);`;

/**
 * Inline script that swaps blocked Web Storage for an in-memory stand-in before React
 * Router's scroll-restoration script reads it (that script throws when storage does). The
 * build hashes it into the Content-Security-Policy like every inline script.
 */
export function StorageGuardScript() {
  // The client bundle minifies the function differently; the prerendered text is the one run.
  return (
    <script
      dangerouslySetInnerHTML={{ __html: script }}
      suppressHydrationWarning
    />
  );
}
