import {
  type ReactElement,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  use,
} from "react";

// Radix's tooltip and its positioning engine (~20 KB gzip) are not needed to paint: the
// prerendered HTML already holds every trigger, and React hydrates each one in place when
// this chunk arrives. Until then the fallback is the bare trigger, so nothing shifts.
const TooltipTimer = lazy(() =>
  import("./tooltip-radix").then((module) => ({
    default: module.TooltipTimer,
  })),
);
const LabelTooltip = lazy(() =>
  import("./tooltip-radix").then((module) => ({
    default: module.LabelTooltip,
  })),
);

const GroupContext = createContext(false);

/**
 * Shares one tooltip timer among neighbouring controls (a row of icons): once one tooltip
 * has shown, the next opens without the delay.
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <TooltipTimer>
        <GroupContext value>{children}</GroupContext>
      </TooltipTimer>
    </Suspense>
  );
}

type TooltipProps = {
  /** Short text shown on hover and keyboard focus; the control keeps its own aria-label. */
  label: string;
  /** One element that accepts a ref and event handlers: a button or a link. */
  children: ReactElement;
};

/** A hover and focus label for an icon-only control, after a 700 ms delay. */
export function Tooltip({ label, children }: TooltipProps) {
  const grouped = use(GroupContext);
  return (
    <Suspense fallback={children}>
      <LabelTooltip label={label} grouped={grouped}>
        {children}
      </LabelTooltip>
    </Suspense>
  );
}
