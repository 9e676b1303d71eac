import {
  chatShellArguments,
  driveChatShell,
} from "~/components/chat/chat-shell-script";
import { startIslands, starterArguments } from "~/islands/inline-starter";
import { inlineScript, scriptCall } from "./inline-script";

/** Both forms of the script, minified once, at the first page that needs one. */
let scripts: { withChatShell: string; withoutChatShell: string } | undefined;

function headScripts() {
  if (scripts) return scripts;
  const starter = scriptCall(startIslands, starterArguments);
  scripts = {
    withChatShell: inlineScript(
      starter,
      scriptCall(driveChatShell, chatShellArguments),
    ),
    withoutChatShell: inlineScript(starter),
  };
  return scripts;
}

/**
 * The head's one inline script: it keeps the clicks and focus that reach an island before
 * the islands' script runs (`app/islands/inline-starter.ts`) and, on a page with the chat,
 * opens the chat's shell at a tap (`chat-shell-script.ts`). One script, one CSP hash.
 */
export function HeadScript({ chatShell }: { chatShell: boolean }) {
  const { withChatShell, withoutChatShell } = headScripts();
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: chatShell ? withChatShell : withoutChatShell,
      }}
    />
  );
}
