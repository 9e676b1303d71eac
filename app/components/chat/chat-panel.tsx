import { useEffect, useId, useRef, useState } from "react";
import { chatCopy } from "~/content/chat-copy";
import type { RandomSource } from "~/lib/chat-reply";
import { site } from "~/content/site";
import type { QuestionRoute } from "~/lib/chat-questions";
import { Icon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";
import { AskBrandForm } from "./ask-brand-form";
import { ChatComposer } from "./chat-composer";
import { ChatMessages } from "./chat-messages";
import { QuickReplies } from "./quick-replies";
import { type ChatStore, chatStore } from "./chat-store";
import { useChat } from "./use-chat";

type ChatPanelProps = {
  id: string;
  onClose: () => void;
  /** Injected by tests; the page uses the visit's conversation, Math.random and Date.now. */
  store?: ChatStore;
  random?: RandomSource;
  now?: () => number;
  /** Where passed-on questions go; the build decides, tests pick. */
  route?: QuestionRoute;
  fetcher?: typeof fetch;
  openMail?: (url: string) => void;
};

/**
 * The chat as a non-modal dialog: focus starts in the input, Escape or the close button
 * ends it. Bot answers are announced by the conversation log; the typing notice sits
 * outside the log in its own status line, so it is announced once.
 */
export default function ChatPanel({
  id,
  onClose,
  store = chatStore,
  random = Math.random,
  now = Date.now,
  route = site.launchListMode,
  fetcher,
  openMail,
}: ChatPanelProps) {
  const { messages, typing, send, say } = useChat({ store, random, now });
  // The question being passed on to the brand, while its form is open.
  const [asking, setAsking] = useState<string | null>(null);
  const last = messages.at(-1);
  const suggestions = !typing && last?.isBot ? last.suggestions : undefined;
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // On opening, and when the question form gives the message box back.
  useEffect(() => {
    if (asking === null) inputRef.current?.focus();
  }, [asking]);

  return (
    // Escape closes the dialog from anywhere inside it, as the dialog pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      open
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-(--chat-bottom) z-50 m-0 flex h-(--chat-height) w-full max-w-none flex-col rounded-card border border-ink-line bg-ink-soft p-0 text-paper shadow-2xl shadow-ink md:inset-x-auto md:right-6 md:w-96 md:rounded-card"
    >
      <div className="flex items-start justify-between gap-3 border-b border-ink-line p-4">
        <div>
          <h2
            id={titleId}
            className="font-display text-xl tracking-wide uppercase"
          >
            {chatCopy.title}
          </h2>
          <p className="text-sm text-paper-dim">{chatCopy.intro}</p>
        </div>
        <Tooltip label={chatCopy.close}>
          <button
            type="button"
            aria-label={chatCopy.close}
            onClick={onClose}
            className="-m-1 flex size-tap shrink-0 items-center justify-center rounded-pill text-paper hover:bg-ink-line"
          >
            <Icon name="close" />
          </button>
        </Tooltip>
      </div>
      <ChatMessages messages={messages} onAsk={setAsking} />
      {suggestions && asking === null ? (
        <QuickReplies topics={suggestions} onSend={send} />
      ) : null}
      <p role="status" className="min-h-7 px-4 py-1 text-sm text-paper-dim">
        {typing ? (
          <>
            {chatCopy.typing}
            <span
              aria-hidden="true"
              className="ml-2 inline-flex gap-1 align-middle"
            >
              <span className="size-1.5 animate-bounce rounded-pill bg-paper-dim" />
              <span className="size-1.5 animate-bounce rounded-pill bg-paper-dim [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-pill bg-paper-dim [animation-delay:300ms]" />
            </span>
          </>
        ) : null}
      </p>
      {asking === null ? (
        <ChatComposer inputRef={inputRef} onSend={send} />
      ) : (
        <AskBrandForm
          initialQuestion={asking}
          route={route}
          fetcher={fetcher}
          openMail={openMail}
          onCancel={() => setAsking(null)}
          onDone={(how) => {
            setAsking(null);
            say({ text: chatCopy.ask[how] });
          }}
        />
      )}
    </dialog>
  );
}
