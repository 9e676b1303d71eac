import { chatCopy } from "~/content/chat-copy";
import { type ChatTopic, chatScript } from "~/content/chat-script";

const questionOf = new Map<ChatTopic, string>(
  chatScript.rules.map((rule) => [rule.topic, rule.question]),
);

/** Suggested questions as buttons; tapping one sends it as if the visitor had typed it. */
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
      className="flex flex-wrap gap-2 px-4 pb-2"
    >
      {topics.map((topic) => {
        const question = questionOf.get(topic) ?? topic;
        return (
          <li key={topic}>
            <button
              type="button"
              onClick={() => onSend(question)}
              className="min-h-tap rounded-pill border border-ink-line bg-ink px-3 py-1 text-sm text-paper hover:border-accent hover:text-accent"
            >
              {question}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
