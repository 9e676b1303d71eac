import { chatShellScript } from "~/components/chat/chat-shell-script";
import { earlyInputRecorder } from "~/islands/inline-starter";

/**
 * The head's one inline script: it keeps the clicks and focus that reach an island before
 * the islands' script runs (`app/islands/inline-starter.ts`) and, on a page with the chat,
 * opens the chat's shell at a tap (`chat-shell-script.ts`). One script, one CSP hash.
 */
export function HeadScript({ chatShell }: { chatShell: boolean }) {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: chatShell
          ? `${earlyInputRecorder};${chatShellScript}`
          : earlyInputRecorder,
      }}
    />
  );
}
