import { earlyInputRecorder } from "~/islands/inline-starter";

/**
 * The head's one inline script: it keeps the clicks and focus that reach an island before
 * the islands' script runs (`app/islands/inline-starter.ts`). One script, one CSP hash.
 */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputRecorder }} />;
}
