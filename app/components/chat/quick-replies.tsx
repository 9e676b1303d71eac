import { chatCopy } from "~/content/chat-copy";
import { type ChatTopic, chatScript } from "~/content/chat-script";

const questionOf = new Map<ChatTopic, string>(
  chatScript.rules.map((rule) => [rule.topic, rule.question]),
);

/**
 * Suggested questions as buttons; tapping one sends it as if the visitor had typed it. One
 * row that scrolls sideways, so the conversation keeps its height in the small panel.
 */
export function QuickReplies({
  topics,
  onSend,
}: {
  topics: readonly ChatTopic[];
  onSend: (text: string) => void;
}) {
  return (
    <ul
      aria-label={chatCopy.suggestions}
      className="flex shrink-0 gap-2 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-2"
    >
      {topics.map((topic) => {
        const question = questionOf.get(topic) ?? topic;
        return (
          <li key={topic} className="shrink-0">
            <button
              type="button"
              onClick={() => onSend(question)}
              // Chromium leaves a half-shown button where it is when focus lands on it; the
              // whole button must show (WCAG 2.4.11), so the row scrolls it in.
              onFocus={(event) =>
                event.currentTarget.scrollIntoView({
                  block: "nearest",
                  inline: "nearest",
                })
              }
              className="min-h-10 rounded-pill border border-ink-line bg-ink px-3 py-1 text-sm whitespace-nowrap text-paper hover:border-accent hover:text-accent"
            >
              {question}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
