import {
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactElement,
  cloneElement,
  useState,
} from "react";
import { useStore } from "~/hooks/use-store";
import { createStore } from "~/lib/store";
import type * as RadixModule from "./tooltip-radix";

// Radix's tooltip and its positioning engine (~20 KB gzip) load on the first mouse hover
// or keyboard focus of any trigger, not with the page. Until then a trigger is the bare
// element, fully interactive from hydration on.
const radix = createStore<typeof RadixModule | null>(null);
let request: Promise<void> | undefined;

function loadRadix() {
  request ??= import("./tooltip-radix").then(
    (module) => radix.set(module),
    () => {
      request = undefined; // Offline: the next hover tries again.
    },
  );
}

type TriggerProps = {
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
};

type TooltipProps = {
  /** Short text shown on hover and keyboard focus; the control keeps its own accessible name. */
  label: string;
  /** One element that accepts a ref and event handlers: a button or a link. */
  children: ReactElement<TriggerProps>;
};

/** A hover and focus label for an icon-only control: 700 ms delay, 300 ms skip delay. */
export function Tooltip({ label, children }: TooltipProps) {
  const module = useStore(radix, null);
  const [focused, setFocused] = useState(false);

  // Radix's trigger replaces the element, so a focused one keeps it until focus moves on.
  if (module && !focused) {
    return <module.LabelTooltip label={label}>{children}</module.LabelTooltip>;
  }
  const { onFocus, onBlur, onPointerEnter } = children.props;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      onPointerEnter?.(event);
      // Touch has no hover; loading on a tap could swap the element mid-tap.
      if (event.pointerType === "mouse") loadRadix();
    },
    onFocus: (event) => {
      onFocus?.(event);
      setFocused(true);
      loadRadix();
    },
    onBlur: (event) => {
      onBlur?.(event);
      setFocused(false);
    },
  });
}
