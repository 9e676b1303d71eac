import { useEffect, useRef } from "react";
import { chatCopy } from "~/content/chat-copy";
import { formatTime } from "~/lib/format-date";
import { ChatLinks } from "./chat-links";
import type { ChatMessage } from "./chat-reducer";

const bubbleClass = {
  bot: "self-start rounded-bl-none border border-ink-line bg-ink text-paper",
  visitor: "self-end rounded-br-none bg-accent text-accent-ink",
} as const;

/**
 * The conversation as a live log: screen readers hear each new message once. `onAsk` opens
 * the offer to pass on the visitor message that a bot message answered.
 */
export function ChatMessages({
  messages,
  onAsk,
}: {
  messages: readonly ChatMessage[];
  onAsk: (question: string) => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={chatCopy.conversation}
      // A scrolling history must be scrollable by keyboard too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message, index) => (
          <li
            key={message.id}
            className={`flex max-w-[85%] flex-col gap-1 rounded-card px-3 py-2 ${bubbleClass[message.isBot ? "bot" : "visitor"]}`}
          >
            <span className="sr-only">
              {message.isBot ? chatCopy.botName : chatCopy.visitorName}:
            </span>
            <p dir="auto" className="wrap-anywhere whitespace-pre-wrap">
              {message.text}
            </p>
            {message.links ? (
              <ChatLinks
                links={message.links}
                onAsk={() => onAsk(messages[index - 1]?.text ?? "")}
              />
            ) : null}
            <time
              dateTime={new Date(message.timestamp).toISOString()}
              className="self-end text-xs opacity-75"
            >
              {formatTime(message.timestamp)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
