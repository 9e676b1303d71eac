import { useEffect, useRef } from "react";
import { formatTime } from "~/lib/format-date";
import { ChatLinks } from "./chat-links";
import { ChatBubble, ChatLog } from "./chat-log";
import type { ChatMessage } from "./chat-reducer";

/**
 * The conversation, scrolled to the newest message. `onAsk` opens the offer to pass on the
 * visitor message that a bot message answered.
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
    <ChatLog ref={logRef}>
      {messages.map((message, index) => (
        <ChatBubble key={message.id} isBot={message.isBot} text={message.text}>
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
        </ChatBubble>
      ))}
    </ChatLog>
  );
}
