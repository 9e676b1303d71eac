import {
  Suspense,
  lazy,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { copy } from "~/content/copy";
import type { ShellContents } from "~/lib/chat-message";
import { Tooltip } from "../ui/tooltip";
import type ChatPanelCode from "./chat-panel";
import { takeChatShell } from "./chat-shell-handover";

// The panel once its code is here. A lazy component suspends on its first render even then,
// and React holds back what a new Suspense boundary reveals for its fallback's throttle
// (300 ms): a tap would wait that long for the text box.
let loadedPanel: typeof ChatPanelCode | undefined;

/**
 * The panel, the keyword rules and the reply engine are a chunk of their own: the island's
 * loader fetches it beside this button's code (`app/islands/catalog.ts`), and the pointer
 * or focus reaching the button fetches it too.
 */
export const loadPanel = () =>
  import("./chat-panel").then((module) => {
    loadedPanel = module.default;
    return module;
  });
const LazyPanel = lazy(loadPanel);

/** The round floating chat button and, once opened, the chat panel beside it. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  // What the visitor left in the prerendered shell, for the panel it opens.
  const [shell, setShell] = useState<ShellContents>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Chosen once: a panel that switched components while open would lose its state.
  const [ChatPanel] = useState(() => loadedPanel ?? LazyPanel);

  // The button is React's from here: an open shell becomes the live panel before the next
  // paint (ADR 034). The shell is outside React, and the render this effect sets off is the
  // handover itself: it cannot come from the first render, which must match the prerendered
  // HTML. A message sent from a shell the visitor then closed, here or on an earlier page,
  // joins the conversation unseen, as one sent from the live panel would have.
  useLayoutEffect(() => {
    const contents = takeChatShell();
    if (contents?.open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setShell(contents);
      setOpen(true);
    } else if (contents)
      void loadPanel().then((panel) => panel.sendFromClosedShell(contents));
  }, []);

  function close() {
    setOpen(false);
    setShell(undefined);
    buttonRef.current?.focus();
  }

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} shell={shell} />
        </Suspense>
      ) : null}
      <Tooltip label={copy.openChat}>
        <button
          ref={buttonRef}
          type="button"
          aria-label={copy.openChat}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={(event) => {
            // The shell's script answered it, before the button was React's.
            if (event.defaultPrevented) return;
            if (open) close();
            else setOpen(true);
          }}
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
