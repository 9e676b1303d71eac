import * as RadixTooltip from "@radix-ui/react-tooltip";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "~/hooks/use-painted";
import { useStore } from "~/hooks/use-store";
import { createStore } from "~/lib/store";

// The spec's timings: a tooltip waits 700 ms; once one has shown, the next opens at once,
// until 300 ms after the last one closed.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Radix keeps that skip window in a Provider above all tooltips. These tooltips are
// swapped in one by one after hydration, and a Provider arriving above a page would
// remount it, so each has its own Provider and they share the window here instead.
const skipping = createStore(false);
let skipTimer: ReturnType<typeof setTimeout> | undefined;

function noteOpen(open: boolean) {
  clearTimeout(skipTimer);
  if (open) skipping.set(true);
  else skipTimer = setTimeout(() => skipping.set(false), TOOLTIP_SKIP_DELAY_MS);
}

type LabelTooltipProps = { label: string; children: ReactElement };

export function LabelTooltip({ label, children }: LabelTooltipProps) {
  const skip = useStore(skipping, false);
  const [open, setOpen] = useState(false);
  // Keyboard focus opens a label at once, and laying it out against its control costs a
  // slow phone 100 ms or more: the bubble shows after the paint of what moved the focus
  // (the chat closing on Escape, a carousel move), so it never holds that paint back.
  // Radix still hears the open and the close at once, so a close before that paint
  // cancels the bubble. Its state is held here because Radix reports an uncontrolled
  // change only from an effect, a render later than the focus or the delay that made it.
  const [shown, setShown] = useState(false);
  const cancelShowing = useRef<() => void>(undefined);
  useEffect(() => () => cancelShowing.current?.(), []);

  function onOpenChange(next: boolean) {
    setOpen(next);
    cancelShowing.current?.();
    cancelShowing.current = undefined;
    if (next) {
      cancelShowing.current = afterNextPaint(() => {
        setShown(true);
        noteOpen(true);
      });
      return;
    }
    setShown(false);
    noteOpen(false);
  }

  return (
    <RadixTooltip.Provider
      delayDuration={skip ? 0 : TOOLTIP_DELAY_MS}
      skipDelayDuration={0}
    >
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {shown ? (
          <RadixTooltip.Portal>
            {/* The label repeats the control's own name, which assistive tech already gets
                (Radix still points aria-describedby at its hidden copy), so the visible
                bubble, portalled outside every landmark, is hidden from it. */}
            <RadixTooltip.Content
              aria-hidden
              sideOffset={6}
              collisionPadding={8}
              className="z-50 max-w-60 rounded-pill bg-paper px-3 py-1.5 text-sm text-ink shadow-lg"
            >
              {label}
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        ) : null}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
