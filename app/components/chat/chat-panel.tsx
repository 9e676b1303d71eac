import { useLayoutEffect, useRef, useState } from "react";
import { chatCopy } from "~/content/chat-copy";
import { chatScript } from "~/content/chat-script";
import {
  type ShellContents,
  type ShellHandover,
  shellHandover,
} from "~/lib/chat-message";
import type { RandomSource } from "~/lib/chat-reply";
import { site } from "~/content/site";
import type { QuestionRoute } from "~/lib/chat-questions";
import { AskBrandForm } from "./ask-brand-form";
import { ChatComposer } from "./chat-composer";
import { ChatFrame } from "./chat-frame";
import { ChatMessages } from "./chat-messages";
import { QuickReplies } from "./quick-replies";
import {
  type ChatStore,
  chatStore,
  forgetKeptMessage,
  keptMessage,
} from "./chat-store";
import { TypingStatus } from "./typing-status";
import { sendMessage, useChat } from "./use-chat";

type ChatPanelProps = {
  id: string;
  onClose: () => void;
  /** What the visitor left in the prerendered shell before this panel came (ADR 034). */
  shell?: ShellContents;
  /** Injected by tests; the page uses the visit's conversation, Math.random and Date.now. */
  store?: ChatStore;
  random?: RandomSource;
  now?: () => number;
  /** Where passed-on questions go; the build decides, tests pick. */
  route?: QuestionRoute;
  fetcher?: typeof fetch;
  openMail?: (url: string) => void;
};

/** What the live chat makes of the shell and of a message the tab's memory kept from one. */
const handOver = (shell: ShellContents) =>
  shellHandover(shell, keptMessage(), chatScript.maxMessageLength);

/** Sends the handed-over message, if any, and drops the memory's copy: it is sent once. */
function sendHandedOver(
  { message }: ShellHandover,
  send: (text: string) => void,
) {
  if (message !== undefined) send(message);
  forgetKeptMessage();
}

/**
 * Sends a message the visitor sent from a shell and then closed, here or on an earlier page,
 * if it can go.
 */
export function sendFromClosedShell(shell: ShellContents) {
  sendHandedOver(handOver(shell), (text) =>
    sendMessage(chatStore, text, { random: Math.random, now: Date.now }),
  );
}

/**
 * The chat as a non-modal dialog: focus starts in the input, Escape or the close button
 * ends it. Bot answers are announced by the conversation log; the typing notice sits
 * outside the log in its own status line, so it is announced once.
 */
export default function ChatPanel({
  id,
  onClose,
  shell,
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
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Fixed at opening: the shell is only ever handed over to the panel it opens.
  const [handover] = useState(() => shell && handOver(shell));

  // On opening, and when the question form gives the message box back. Before paint, so no
  // key press falls between the tap and the box.
  useLayoutEffect(() => {
    if (asking === null) inputRef.current?.focus();
  }, [asking]);

  // The shell's message goes once, even when React runs this effect twice (StrictMode); the
  // caret goes back where the visitor left it in the shell's box.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (!handover || handedOver.current) return;
    handedOver.current = true;
    const { selectionStart, selectionEnd } = handover.draft;
    inputRef.current?.setSelectionRange(selectionStart, selectionEnd);
    sendHandedOver(handover, send);
  }, [handover, send]);

  return (
    <ChatFrame id={id} onClose={onClose}>
      <ChatMessages messages={messages} onAsk={setAsking} />
      {suggestions && asking === null ? (
        <QuickReplies topics={suggestions} onSend={send} />
      ) : null}
      <TypingStatus typing={typing} />
      {asking === null ? (
        <ChatComposer
          inputRef={inputRef}
          onSend={send}
          initialDraft={handover?.draft.value}
        />
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
    </ChatFrame>
  );
}
