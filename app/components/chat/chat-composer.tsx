import { type RefObject, useLayoutEffect, useState } from "react";
import { chatScript } from "~/content/chat-script";
import { checkDraft } from "~/lib/chat-message";
import { takeChatShell } from "./shell-handover";
import { MessageForm } from "./message-form";

type ChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
};

/** The message box: Enter sends, Shift+Enter breaks the line, a counter shows the limit. */
export function ChatComposer({ inputRef, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const check = checkDraft(draft, chatScript.maxMessageLength);

  // What the visitor typed or sent in the prerendered shell is theirs: it is sent, or moves
  // into this box, before the first paint and in the same task that closes the shell, so
  // no key press falls in between. The shell lives outside React, hence state set here.
  useLayoutEffect(() => {
    const { draft: typed, sent } = takeChatShell();
    if (sent && checkDraft(typed, chatScript.maxMessageLength).sendable)
      onSend(typed);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (typed) setDraft(typed);
  }, [onSend]);

  function submit() {
    if (!check.sendable) return;
    onSend(draft);
    setDraft("");
    inputRef.current?.focus();
  }

  return (
    <MessageForm
      check={check}
      showCount
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
