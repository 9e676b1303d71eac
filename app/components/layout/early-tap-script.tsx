import { earlyTapRecorder } from "~/lib/early-taps";
import { PrerenderedInline } from "./prerendered-inline";

/**
 * The inline early-tap recorder (`app/lib/early-taps.ts`), in the head so a tap on a
 * widget is heard from the first paint on.
 */
export function EarlyTapScript() {
  return (
    <PrerenderedInline
      tag="script"
      text={import.meta.env.SSR ? earlyTapRecorder : ""}
    />
  );
}
