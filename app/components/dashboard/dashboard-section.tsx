import type { ReactNode } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import type { Overview } from "~/lib/owner-api-types";
import type { Loaded } from "./use-owner-data";

/** What a section drawn from the overview gets: the one overview load, and its retry. */
export interface OverviewSectionProps {
  state: Loaded<Overview>;
  onRetry: () => void;
}

/**
 * One card of the dashboard: its heading, then its content once loaded. Loading keeps the
 * card's height (no jump when the numbers arrive); an error says what went wrong and offers
 * to try again.
 */
export function DashboardSection<T>({
  id,
  heading,
  state,
  onRetry,
  wide = false,
  children,
}: {
  id: string;
  heading: string;
  state: Loaded<T>;
  onRetry: () => void;
  wide?: boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={state.status === "loading"}
      className={`flex min-h-48 min-w-0 flex-col gap-4 rounded-card border border-ink-line bg-ink-soft p-4 sm:p-6 ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2
        id={`${id}-heading`}
        className="font-display text-2xl tracking-wide text-accent uppercase"
      >
        {heading}
      </h2>
      {state.status === "loading" && (
        <p className="text-paper-dim">{dashboardCopy.loading}</p>
      )}
      {state.status === "error" && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">{state.message}</p>
          <button
            type="button"
            className={buttonClass("outline")}
            onClick={onRetry}
          >
            {dashboardCopy.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && children(state.data)}
    </section>
  );
}
