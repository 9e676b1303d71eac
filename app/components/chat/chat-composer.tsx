import { type RefObject, useState } from "react";
import { chatScript } from "~/content/chat-script";
import { checkDraft } from "~/lib/chat-message";
import { MessageForm } from "./message-form";

type ChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
  /** What the visitor typed in the shell (ADR 034). */
  initialDraft?: string;
};

/** The message box: Enter sends, Shift+Enter breaks the line, a counter shows the limit. */
export function ChatComposer({
  inputRef,
  onSend,
  initialDraft = "",
}: ChatComposerProps) {
  const [draft, setDraft] = useState(initialDraft);
  const check = checkDraft(draft, chatScript.maxMessageLength);

  function submit() {
    if (!check.sendable) return;
    onSend(draft);
    setDraft("");
    inputRef.current?.focus();
  }

  return (
    <MessageForm
      check={check}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      box={{
        ref: inputRef,
        value: draft,
        onChange: (event) => setDraft(event.target.value),
        onKeyDown: (event) => {
          if (
            event.key !== "Enter" ||
            event.shiftKey ||
            event.nativeEvent.isComposing
          )
            return;
          event.preventDefault();
          submit();
        },
      }}
    />
  );
}
