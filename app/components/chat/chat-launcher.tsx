import { Suspense, lazy, useCallback, useId, useRef, useState } from "react";
import { copy } from "~/content/copy";
import { useEarlyTap } from "~/hooks/use-early-tap";
import { CHAT_SHELL_ID } from "~/lib/early-taps";
import { Tooltip } from "../ui/tooltip";

const loadPanel = () => import("./chat-panel");
// The panel, the keyword rules and the reply engine load on the first open (or when the
// pointer or focus reaches the button), so first paint pays only for this button.
const ChatPanel = lazy(loadPanel);

// The shell is prerendered on every page; in the browser its code arrives after hydration,
// and React keeps the prerendered HTML until then. One element for the page's life: a
// re-rendered boundary still waiting for its code would lose that HTML, with whatever the
// visitor typed into it.
const ChatShell = lazy(() => import("./chat-shell"));
const shell = (
  <Suspense fallback={null}>
    <ChatShell />
  </Suspense>
);

/**
 * The round floating chat button and, once opened, the chat panel beside it. Until the
 * panel first shows, the prerendered shell stands in for it (see `app/lib/early-taps.ts`).
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [shellShown, setShellShown] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const earlyTap = useEarlyTap(buttonRef);
  const dropShell = useCallback(() => setShellShown(false), []);

  function close() {
    setOpen(false);
    // A shell still standing in for the panel closes with it, for good.
    setShellShown(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} onShown={dropShell} />
        </Suspense>
      ) : null}
      {shellShown ? shell : null}
      <Tooltip label={copy.openChat}>
        <button
          ref={buttonRef}
          {...earlyTap}
          type="button"
          aria-label={copy.openChat}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={
            shellShown ? CHAT_SHELL_ID : open ? panelId : undefined
          }
          // The early-tap script marks the button expanded when it opens the shell.
          suppressHydrationWarning
          onClick={() => (open ? close() : setOpen(true))}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          className="duration-quick fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-pill bg-accent text-accent-ink shadow-xl shadow-ink/60 transition-colors hover:bg-paper md:right-6 md:bottom-6"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-7"
            fill="currentColor"
          >
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0-.01zm5 0a1.5 1.5 0 1 0 0-.01zm5 0a1.5 1.5 0 1 0 0-.01z" />
          </svg>
        </button>
      </Tooltip>
    </>
  );
}
