import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

// The spec's timings: a tooltip waits 700 ms, then its neighbours open at once for 300 ms.
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

export function TooltipTimer({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

type LabelTooltipProps = {
  label: string;
  /** Whether a `TooltipGroup` above already provides the shared timer. */
  grouped: boolean;
  children: ReactElement;
};

export function LabelTooltip({ label, grouped, children }: LabelTooltipProps) {
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-60 rounded-pill bg-paper px-3 py-1.5 text-sm font-bold text-ink shadow-lg"
        >
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return grouped ? tooltip : <TooltipTimer>{tooltip}</TooltipTimer>;
}
