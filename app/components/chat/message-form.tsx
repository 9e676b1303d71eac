import {
  type ChangeEventHandler,
  type FormEventHandler,
  type KeyboardEventHandler,
  type Ref,
  useId,
} from "react";
import { chatCopy } from "~/content/chat-copy";
import { chatScript } from "~/content/chat-script";
import type { DraftCheck } from "~/lib/chat-message";
import { buttonClass } from "../ui/button-styles";

type MessageBox = {
  ref: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: ChangeEventHandler<HTMLTextAreaElement>;
  onKeyDown: KeyboardEventHandler<HTMLTextAreaElement>;
};

type MessageFormProps = {
  check: DraftCheck;
  /**
   * The live panel's handlers. The shell has none: the head's script hears its form, and
   * nothing there updates the counter, which keeps its place unseen (ADR 034).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  box?: MessageBox;
};

/** The message box with its label, hint, counter and Send button. */
export function MessageForm({ check, onSubmit, box }: MessageFormProps) {
  const inputId = useId();
  const hintId = useId();
  const counterId = useId();
  // In the shell the counter keeps its place unseen: nothing there updates it.
  const counterClass = !box
    ? "invisible"
    : check.over > 0
      ? "text-danger"
      : "text-paper-dim";
  return (
    <form
      className="flex flex-col gap-2 border-t border-ink-line p-4"
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatCopy.inputLabel}
      </label>
      <textarea
        {...box}
        // The shell's box (box absent): the dialog's `show()` focuses it as it opens, instead
        // of the first control it holds, which would cost the tap a second style and layout.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={!box}
        id={inputId}
        rows={2}
        dir="auto"
        placeholder={chatCopy.placeholder}
        aria-describedby={`${hintId} ${counterId}`}
        aria-invalid={check.over > 0}
        className="field-sizing-content max-h-32 min-h-12 w-full resize-none rounded-card border border-ink-line bg-ink px-3 py-2 text-paper placeholder:text-paper-dim aria-invalid:border-danger"
      />
      <div className="flex items-center justify-between gap-3">
        <div className="text-xs">
          <p id={hintId} className="text-paper-dim">
            {chatCopy.inputHint}
          </p>
          <p id={counterId} className={counterClass}>
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
