import { chatCopy } from "~/content/chat-copy";

/**
 * The status line under the conversation: "typing" while an answer is on its way. It sits
 * outside the log, so the notice is announced once; empty, it keeps its height.
 */
export function TypingStatus({ typing }: { typing: boolean }) {
  return (
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
  );
}
