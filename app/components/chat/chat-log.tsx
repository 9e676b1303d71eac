import type { ReactNode, Ref } from "react";
import { chatCopy } from "~/content/chat-copy";

const bubbleClass = {
  bot: "self-start rounded-bl-none border border-ink-line bg-ink text-paper",
  visitor: "self-end rounded-br-none bg-accent text-accent-ink",
} as const;

/**
 * The conversation as a live log: screen readers hear each new message once. A scrolling
 * history must be scrollable by keyboard too, so the log takes focus.
 */
export function ChatLog({
  ref,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="log"
      aria-label={chatCopy.conversation}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4"
    >
      <ol className="flex flex-col gap-3">{children}</ol>
    </div>
  );
}

/** One message: who says it (for screen readers), the text, then links and time if any. */
export function ChatBubble({
  isBot,
  text,
  children,
}: {
  isBot: boolean;
  text: string;
  children?: ReactNode;
}) {
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-card px-3 py-2 ${bubbleClass[isBot ? "bot" : "visitor"]}`}
    >
      <span className="sr-only">
        {isBot ? chatCopy.botName : chatCopy.visitorName}:
      </span>
      <p dir="auto" className="wrap-anywhere whitespace-pre-wrap">
        {text}
      </p>
      {children}
    </li>
  );
}
