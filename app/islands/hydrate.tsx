import {
  type ComponentType,
  type ReactNode,
  StrictMode,
  startTransition,
  useEffect,
} from "react";
import { hydrateRoot } from "react-dom/client";

/** Tells the runtime the island's first render has committed (its effects have run). */
function LiveSignal({
  children,
  onLive,
}: {
  children: ReactNode;
  onLive: () => void;
}) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Hydrates one island's element as a root of its own, inside a transition so the work
 * yields to the visitor's input; `onLive` runs once it has committed. Loaded with the first
 * island that wakes, so a page pays for React only when one does.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
  onLive: () => void,
) {
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <LiveSignal onLive={onLive}>
          <Component {...props} />
        </LiveSignal>
      </StrictMode>,
      { identifierPrefix },
    );
  });
}
