import {
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactElement,
  type Ref,
  cloneElement,
  useCallback,
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

/** Hands the element to the ref its owner gave it, as React would have. */
function passOn(
  ref: Ref<HTMLElement> | undefined,
  element: HTMLElement | null,
) {
  if (typeof ref === "function") ref(element);
  else if (ref) ref.current = element;
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
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
  const { ref: childRef, onFocus, onBlur, onPointerEnter } = children.props;
  // Focus can reach the element while its island hydrates, before React hears focus events:
  // it counts as focused if it has focus as it mounts, or Radix's module, arriving in the
  // same moment, would replace it under the visitor's focus and their pending tap.
  const ref = useCallback(
    (element: HTMLElement | null) => {
      passOn(childRef, element);
      if (element && element === document.activeElement) setFocused(true);
    },
    [childRef],
  );

  // Radix's trigger replaces the element, so a focused one keeps it until focus moves on.
  if (module && !focused) {
    return <module.LabelTooltip label={label}>{children}</module.LabelTooltip>;
  }
  return cloneElement(children, {
    ref,
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
