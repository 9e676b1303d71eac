import { type RefObject, useId, useState } from "react";
import { chatCopy } from "~/content/chat-copy";
import { chatScript } from "~/content/chat-script";
import { checkDraft } from "~/lib/chat-message";
import { buttonClass } from "../ui/button-styles";

type ChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
};

/** The message box: Enter sends, Shift+Enter breaks the line, a counter shows the limit. */
export function ChatComposer({ inputRef, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const check = checkDraft(draft, chatScript.maxMessageLength);
  const inputId = useId();
  const hintId = useId();
  const counterId = useId();

  function submit() {
    if (!check.sendable) return;
    onSend(draft);
    setDraft("");
    inputRef.current?.focus();
  }

  return (
    <form
      className="flex flex-col gap-2 border-t border-ink-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        value={draft}
        rows={2}
        dir="auto"
        placeholder={chatCopy.placeholder}
        aria-describedby={`${hintId} ${counterId}`}
        aria-invalid={check.over > 0}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (
            event.key !== "Enter" ||
            event.shiftKey ||
            event.nativeEvent.isComposing
          )
            return;
          event.preventDefault();
          submit();
        }}
        className="field-sizing-content max-h-32 min-h-12 w-full resize-none rounded-card border border-ink-line bg-ink px-3 py-2 text-paper placeholder:text-paper-dim aria-invalid:border-danger"
      />
      <div className="flex items-center justify-between gap-3">
        <div className="text-xs">
          <p id={hintId} className="text-paper-dim">
            {chatCopy.inputHint}
          </p>
          <p
            id={counterId}
            className={check.over > 0 ? "text-danger" : "text-paper-dim"}
          >
            {chatCopy.counter(check.length, chatScript.maxMessageLength)}
            {check.over > 0 ? ` ${chatCopy.tooLong(check.over)}` : null}
          </p>
        </div>
        <button
          type="submit"
          disabled={!check.sendable}
          className={buttonClass("accent", "md")}
        >
          {chatCopy.send}
        </button>
      </div>
    </form>
  );
}
