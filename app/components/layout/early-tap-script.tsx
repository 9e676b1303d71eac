import { earlyTapRecorder } from "~/lib/early-taps";

// The browser runs the recorder from the prerendered HTML long before hydration, so only
// the prerender needs its text; the client bundle leaves it out (about 600 bytes gzip).
const recorder = import.meta.env.SSR ? earlyTapRecorder : "";

/**
 * The inline early-tap recorder (`app/lib/early-taps.ts`), in the head so a tap on a
 * widget is heard from the first paint on. The build hashes it into the CSP like every
 * inline script.
 */
export function EarlyTapScript() {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: recorder }}
      suppressHydrationWarning
    />
  );
}
