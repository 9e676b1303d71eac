import { type ReactNode, useId } from "react";
import { chatCopy } from "~/content/chat-copy";
import { usePainted } from "~/hooks/use-painted";
import { Icon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";

type ChatFrameProps = {
  id: string;
  /** Closed, it is the shell, which the head's script opens and closes (ADR 034). */
  open?: boolean;
  /** The shell has none: its close button is the head's script's. */
  onClose?: () => void;
  children: ReactNode;
};

/**
 * The chat's window: a non-modal dialog with the title, the intro line and the close
 * button.
 */
export function ChatFrame({
  id,
  open = true,
  onClose,
  children,
}: ChatFrameProps) {
  const titleId = useId();
  const painted = usePainted();
  return (
    // Escape closes the dialog from anywhere inside it, as the dialog pattern asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      open={open}
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose?.();
      }}
      // The open panel makes the page keep clear of it (app.css says why). That restyles
      // the whole page, so it waits until the panel has painted with focus in its box.
      data-live-panel={painted ? "" : undefined}
      className="fixed inset-x-0 top-auto bottom-(--chat-bottom) z-50 m-0 hidden h-(--chat-height) w-full max-w-none flex-col rounded-card border border-ink-line bg-ink-soft p-0 text-paper shadow-2xl shadow-ink open:flex md:inset-x-auto md:right-6 md:w-96 md:rounded-card"
    >
      <div className="flex items-start justify-between gap-3 border-b border-ink-line p-4">
        <div>
          <h2
            id={titleId}
            className="font-display text-xl tracking-wide uppercase"
          >
            {chatCopy.title}
          </h2>
          <p className="text-sm text-paper-dim">{chatCopy.intro}</p>
        </div>
        <Tooltip label={chatCopy.close}>
          <button
            type="button"
            aria-label={chatCopy.close}
            onClick={onClose}
            className="-m-1 flex size-tap shrink-0 items-center justify-center rounded-pill text-paper hover:bg-ink-line"
          >
            <Icon name="close" />
          </button>
        </Tooltip>
      </div>
      {children}
    </dialog>
  );
}
