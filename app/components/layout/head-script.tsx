import {
  chatShellArguments,
  driveChatShell,
} from "~/components/chat/chat-shell-script";
import { site } from "~/content/site";
import { startIslands, starterArguments } from "~/islands/inline-starter";
import { sendVisitPings, visitPingArguments } from "~/lib/visit-ping";
import { inlineScript, scriptCall } from "./inline-script";

/** Both forms of the script, minified once, at the first page that needs one. */
let scripts: { publicPage: string; ownerPage: string } | undefined;

function headScripts() {
  if (scripts) return scripts;
  const starter = scriptCall(startIslands, starterArguments);
  // A static host has no server to count visits (site.launchListMode "mailto").
  const pings =
    site.launchListMode === "server"
      ? [scriptCall(sendVisitPings, visitPingArguments)]
      : [];
  scripts = {
    publicPage: inlineScript(
      starter,
      scriptCall(driveChatShell, chatShellArguments),
      ...pings,
    ),
    ownerPage: inlineScript(starter),
  };
  return scripts;
}

/**
 * The head's one inline script: it keeps the clicks and focus that reach an island before
 * the islands' script runs (`app/islands/inline-starter.ts`) and, on a public page, opens the
 * chat's shell at a tap (`chat-shell-script.ts`) and sends the visit pings
 * (`app/lib/visit-ping.ts`). One script, one CSP hash.
 */
export function HeadScript({ publicPage }: { publicPage: boolean }) {
  const { publicPage: forPublic, ownerPage } = headScripts();
  return (
    <script
      dangerouslySetInnerHTML={{ __html: publicPage ? forPublic : ownerPage }}
    />
  );
}
