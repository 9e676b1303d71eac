import { bootStarter } from "~/lib/boot-code";
import { earlyTapRecorder } from "~/lib/early-taps";
import { guardStorage } from "~/lib/guard-storage";
import { PrerenderedInline } from "./prerendered-inline";

/**
 * The head's one inline script: the storage guard (`app/lib/guard-storage.ts`), ahead of
 * React Router's scroll-restoration script at the end of the body, which throws where Web
 * Storage does; the early-tap recorder (`app/lib/early-taps.ts`), so a tap on a widget is
 * heard from the first paint on; and the starter that loads the hydration code once the page
 * has loaded (`app/lib/boot-code.ts`). One script, one CSP hash.
 */
export function HeadScript() {
  return (
    <PrerenderedInline
      tag="script"
      text={
        import.meta.env.SSR
          ? `(${guardStorage.toString()})(window);${earlyTapRecorder};${bootStarter}`
          : ""
      }
    />
  );
}
